import { SettingKey, siteWallTime } from '@site/contract';

/** Shown until the site setting below exists (and when the API cannot be reached). */
export const DEFAULT_SITE_NAME = '企业网站';
/** The public site setting that names the site (`get_set_detail`). */
export const SITE_NAME_KEY = SettingKey.SITE_NAME;

export type PublicSettings = Record<string, string>;

/** A page text as pages show it: its title and its rich content already rendered on the server. */
export interface RenderedText {
  title: string;
  html: string;
}

export interface NavItem {
  to: string;
  label: string;
  /** The `get_seo_detail` page key of the route (also its `get_page_text` key where it has one). */
  page: string;
}

/** The public routes of the product spec, section 2, in menu order. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: '首页', page: 'home' },
  { to: '/about', label: '关于我们', page: 'about' },
  { to: '/news', label: '新闻动态', page: 'news' },
  { to: '/perform', label: '业绩展示', page: 'perform' },
  { to: '/service', label: '服务项目', page: 'service' },
  { to: '/education', label: '澄川学堂', page: 'education' },
  { to: '/download', label: '下载中心', page: 'download' },
  { to: '/join', label: '加入我们', page: 'join' },
];

export function navItem(page: string): NavItem {
  const item = NAV_ITEMS.find((entry) => entry.page === page);
  if (!item) throw new Error(`unknown page ${page}`);
  return item;
}

/** Minutes between checks for a new deployment: the public setting `update_check_minutes`, one hour by default. */
export const UPDATE_CHECK_SETTING = 'update_check_minutes';
const DEFAULT_UPDATE_CHECK_MINUTES = 60;

export function updateCheckMs(settings: PublicSettings): number {
  const minutes = Number(settings[UPDATE_CHECK_SETTING]);
  return (Number.isFinite(minutes) && minutes >= 1 ? minutes : DEFAULT_UPDATE_CHECK_MINUTES) * 60_000;
}

export function siteNameOf(settings: PublicSettings | null | undefined): string {
  const name = settings?.[SITE_NAME_KEY];
  return typeof name === 'string' && name.trim() ? name.trim() : DEFAULT_SITE_NAME;
}

/** A URL path as a person reads it (`/新闻` rather than `/%E6%96%B0%E9%97%BB`); malformed escapes stay as sent. */
export function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** `2026-11-21T08:00:00.000Z` → `2026-11-21`, on the site's clocks (SITE_TIME_ZONE: its readers'). */
export function formatDate(iso: string): string {
  return formatDateTime(iso).slice(0, 10);
}

/** `2026-11-21T08:00:00.000Z` → `2026-11-21 16:00`, on the site's clocks (the same on the server and in the browser). */
export function formatDateTime(iso: string): string {
  const wall = siteWallTime(iso);
  return wall ? `${wall.date} ${wall.time.slice(0, 5)}` : '';
}
