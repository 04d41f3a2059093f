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

/**
 * Public settings (group `seo`) that hold the codes search engines give a site to prove it is its owner, each written
 * into every page's `<head>` as the meta tag the engine asks for: setting key → meta `name`.
 */
export const SITE_VERIFICATION_TAGS = {
  verify_baidu: 'baidu-site-verification',
  verify_360: '360-site-verification',
  verify_sogou: 'sogou_site_verification',
  verify_shenma: 'shenma-site-verification',
  verify_bing: 'msvalidate.01',
  verify_google: 'google-site-verification',
} as const;

export const SITE_VERIFICATION_GROUP = 'seo';

/** The names their rows get when the back office's SEO screen creates them. */
export const SITE_VERIFICATION_TITLES: Record<keyof typeof SITE_VERIFICATION_TAGS, string> = {
  verify_baidu: '百度站长验证码',
  verify_360: '360 搜索验证码',
  verify_sogou: '搜狗验证码',
  verify_shenma: '神马搜索验证码',
  verify_bing: '必应验证码',
  verify_google: 'Google 验证码',
};

/** A verification code as engines issue them: letters, digits, `-` and `_`, up to 128 characters. */
export const SITE_VERIFICATION_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The public setting (group `seo`) holding the site's 百度统计 (Baidu Analytics) id: set, every page loads Baidu's
 * `hm.js` for it (allowed by the page's CSP nonce); unset or not of the form Baidu issues, nothing is loaded.
 */
export const BAIDU_TONGJI_KEY = 'baidu_tongji';
export const BAIDU_TONGJI_TITLE = '百度统计 ID';
/** A 百度统计 id: the 32 hexadecimal digits after `hm.js?` in the code Baidu gives. */
export const BAIDU_TONGJI_PATTERN = /^[0-9a-f]{32}$/;

/**
 * Public settings (group `player`) the back office tunes for the public site's video player. A missing or
 * invalid value means the default: the product spec's player (section 9) and the danmaku API's default count.
 */
export const PlayerSettingKey = {
  VOLUME: 'player_volume',
  THEME: 'player_theme',
  DANMAKU: 'player_danmaku',
  DANMAKU_MAX: 'player_danmaku_max',
} as const;

export const PLAYER_SETTING_GROUP = 'player';

export const PLAYER_SETTING_DEFAULTS = {
  /** 0–1. */
  volume: 0.7,
  /** DPlayer's light blue. */
  theme: '#b7daff',
  /** Comments shown and sent (off: no comment panel and no danmaku calls). */
  danmaku: true,
  /** Comments loaded per video: the danmaku API's own default (DANMAKU_MAX_DEFAULT). */
  danmakuMax: 1000,
} as const;

export type PlayerSettingKeyName = (typeof PlayerSettingKey)[keyof typeof PlayerSettingKey];

/** Each player setting as stored (`set.value` is text) when nobody has changed it. */
export const PLAYER_SETTING_DEFAULT_VALUES: Record<PlayerSettingKeyName, string> = {
  [PlayerSettingKey.VOLUME]: String(PLAYER_SETTING_DEFAULTS.volume),
  [PlayerSettingKey.THEME]: PLAYER_SETTING_DEFAULTS.theme,
  [PlayerSettingKey.DANMAKU]: PLAYER_SETTING_DEFAULTS.danmaku ? '1' : '0',
  [PlayerSettingKey.DANMAKU_MAX]: String(PLAYER_SETTING_DEFAULTS.danmakuMax),
};

/** The names their rows get when created (by the back office or the demo seed; the site's content is Chinese). */
export const PLAYER_SETTING_TITLES: Record<PlayerSettingKeyName, string> = {
  [PlayerSettingKey.VOLUME]: '播放器默认音量',
  [PlayerSettingKey.THEME]: '播放器主题色',
  [PlayerSettingKey.DANMAKU]: '播放器弹幕开关',
  [PlayerSettingKey.DANMAKU_MAX]: '每个视频加载弹幕数',
};

/** The danmaku API never returns more than its cap (DANMAKU_MAX_CAP, 5000 by default). */
export const PLAYER_DANMAKU_MAX_LIMIT = 5000;

/** `#rgb` or `#rrggbb`. */
export const HEX_COLOR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
