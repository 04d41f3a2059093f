/**
 * Keys of the site settings the public site reads (`get_set_detail`). Admins may add others;
 * these are the ones the pages know how to show.
 */
export const SettingKey = {
  SITE_NAME: 'site_name',
  SITE_LOGO: 'site_logo',
  SITE_SLOGAN: 'site_slogan',
  COMPANY_NAME: 'company_name',
  COMPANY_NAME_EN: 'company_name_en',
  CONTACT_PHONE: 'contact_phone',
  CONTACT_HOTLINE: 'contact_hotline',
  CONTACT_EMAIL: 'contact_email',
  CONTACT_ADDRESS: 'contact_address',
  WORK_HOURS: 'work_hours',
  ICP: 'icp',
  POLICE_RECORD: 'police_record',
  COPYRIGHT: 'copyright',
} as const;

export type SettingKeyName = (typeof SettingKey)[keyof typeof SettingKey];
