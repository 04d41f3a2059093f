import { PLAYER_SETTING_DEFAULT_VALUES, PLAYER_SETTING_TITLES, PlayerSettingKey } from '@site/contract';
import { COMPANY, foundedYear } from './company';

export interface SettingSeed {
  key: string;
  title: string;
  group: 'basic' | 'contact' | 'footer' | 'notice' | 'player';
  isPublic: boolean;
  value: (context: { now: Date; logoUrl: string }) => string;
}

/**
 * Site settings. The public site reads them by key (`site_name`, `site_logo`, `icp`, `copyright`, ...);
 * `notify_email` is admin-only and never leaves the API on public calls.
 */
export const SETTINGS: SettingSeed[] = [
  { key: 'site_name', title: '网站名称', group: 'basic', isPublic: true, value: () => COMPANY.shortName },
  { key: 'site_logo', title: '网站 Logo', group: 'basic', isPublic: true, value: ({ logoUrl }) => logoUrl },
  { key: 'site_slogan', title: '网站标语', group: 'basic', isPublic: true, value: () => COMPANY.slogan },
  { key: 'company_name', title: '公司全称', group: 'basic', isPublic: true, value: () => COMPANY.name },
  { key: 'company_name_en', title: '英文名称', group: 'basic', isPublic: true, value: () => COMPANY.englishName },
  { key: 'contact_phone', title: '联系电话', group: 'contact', isPublic: true, value: () => COMPANY.phone },
  { key: 'contact_hotline', title: '服务热线', group: 'contact', isPublic: true, value: () => COMPANY.hotline },
  { key: 'contact_email', title: '联系邮箱', group: 'contact', isPublic: true, value: () => COMPANY.email },
  { key: 'contact_address', title: '公司地址', group: 'contact', isPublic: true, value: () => COMPANY.address },
  { key: 'work_hours', title: '工作时间', group: 'contact', isPublic: true, value: () => '周一至周五 8:30–17:30' },
  { key: 'icp', title: 'ICP 备案号', group: 'footer', isPublic: true, value: () => COMPANY.icp },
  { key: 'police_record', title: '公安备案号', group: 'footer', isPublic: true, value: () => COMPANY.policeRecord },
  {
    key: 'copyright',
    title: '版权信息',
    group: 'footer',
    isPublic: true,
    value: ({ now }) => `© ${foundedYear(now)}–${now.getUTCFullYear()} ${COMPANY.name} 版权所有`,
  },
  {
    key: 'notify_email',
    title: '后台通知邮箱（不公开）',
    group: 'notice',
    isPublic: false,
    value: () => 'webmaster@ccenv.example',
  },
  // The public player's defaults, listed so admins find them in /adm/set and /adm/plugin.
  ...Object.values(PlayerSettingKey).map((key): SettingSeed => ({
    key,
    title: PLAYER_SETTING_TITLES[key],
    group: 'player',
    isPublic: true,
    value: () => PLAYER_SETTING_DEFAULT_VALUES[key],
  })),
];
