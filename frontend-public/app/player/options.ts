import { HEX_COLOR_PATTERN, PLAYER_DANMAKU_MAX_LIMIT, PLAYER_SETTING_DEFAULTS, PlayerSettingKey } from '@site/contract';

/** Player constants of the product spec, section 9 (the admin-tunable ones are in `PlayerPreferences`). */
export const PLAYER_SETTINGS = {
  playbackSpeed: [0.5, 0.75, 1, 1.25, 1.5, 2],
  preload: 'metadata',
  hotkey: true,
  /** Only one player plays at a time. */
  mutex: true,
  subtitle: { fontSize: '20px', bottom: '40px', color: '#fff' },
} as const;

/** What the back office tunes through the public `player_*` settings. */
export interface PlayerPreferences {
  volume: number;
  theme: string;
  danmaku: boolean;
  danmakuMax: number;
}

function numberIn(raw: string | undefined, min: number, max: number, fallback: number, integer = false): number {
  const value = raw?.trim() ? Number(raw) : NaN;
  const valid = Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value));
  return valid ? value : fallback;
}

/** The public settings' player values; each missing or invalid one falls back to its default on its own. */
export function playerPreferences(settings: Record<string, string | undefined>): PlayerPreferences {
  const theme = settings[PlayerSettingKey.THEME]?.trim() ?? '';
  const danmaku = settings[PlayerSettingKey.DANMAKU]?.trim();
  return {
    volume: numberIn(settings[PlayerSettingKey.VOLUME], 0, 1, PLAYER_SETTING_DEFAULTS.volume),
    theme: HEX_COLOR_PATTERN.test(theme) ? theme : PLAYER_SETTING_DEFAULTS.theme,
    danmaku: danmaku === '0' ? false : danmaku === '1' ? true : PLAYER_SETTING_DEFAULTS.danmaku,
    danmakuMax: numberIn(
      settings[PlayerSettingKey.DANMAKU_MAX],
      1,
      PLAYER_DANMAKU_MAX_LIMIT,
      PLAYER_SETTING_DEFAULTS.danmakuMax,
      true,
    ),
  };
}

export interface QualityOption {
  name: string;
  url: string;
}

export interface VideoSource {
  url: string;
  poster?: string;
  /** One comment thread per video slot, e.g. `news-32`. */
  danmakuId: string;
  quality?: QualityOption[];
  defaultQuality?: number;
  subtitle?: string;
}

/** `{apiBase}/danmaku/` from the API base the server hands over (`/api` → `/api/danmaku/`). */
export function danmakuApi(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '')}/danmaku/`;
}

/**
 * DPlayer's options for one video (everything but the container and the API backend). Without a `danmaku`
 * option DPlayer shows no comment panel and makes no danmaku calls.
 */
export function playerOptions(source: VideoSource, apiBase: string, preferences = playerPreferences({})) {
  const quality = source.quality?.length ? source.quality : undefined;
  return {
    autoplay: false,
    lang: 'zh-cn',
    screenshot: false,
    theme: preferences.theme,
    hotkey: PLAYER_SETTINGS.hotkey,
    preload: PLAYER_SETTINGS.preload,
    volume: preferences.volume,
    playbackSpeed: [...PLAYER_SETTINGS.playbackSpeed],
    mutex: PLAYER_SETTINGS.mutex,
    video: quality
      ? { quality, defaultQuality: source.defaultQuality ?? 0, pic: source.poster, type: 'auto' }
      : { url: source.url, pic: source.poster, type: 'auto' },
    ...(source.subtitle ? { subtitle: { url: source.subtitle, type: 'webvtt', ...PLAYER_SETTINGS.subtitle } } : {}),
    ...(preferences.danmaku
      ? {
          danmaku: {
            id: source.danmakuId,
            api: danmakuApi(apiBase),
            maximum: preferences.danmakuMax,
            user: '访客',
            bottom: '15%',
            unlimited: false,
          },
        }
      : {}),
    contextmenu: [],
  };
}
