/** Player constants of the product spec, section 9. */
export const PLAYER_SETTINGS = {
  volume: 0.7,
  playbackSpeed: [0.5, 0.75, 1, 1.25, 1.5, 2],
  preload: 'metadata',
  /** The light blue theme. */
  theme: '#7ab8f5',
  hotkey: true,
  /** Only one player plays at a time. */
  mutex: true,
  subtitle: { fontSize: '20px', bottom: '40px', color: '#fff' },
  maximumDanmaku: 1000,
} as const;

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

/** DPlayer's options for one video (everything but the container and the API backend). */
export function playerOptions(source: VideoSource, apiBase: string) {
  const quality = source.quality?.length ? source.quality : undefined;
  return {
    autoplay: false,
    lang: 'zh-cn',
    screenshot: false,
    theme: PLAYER_SETTINGS.theme,
    hotkey: PLAYER_SETTINGS.hotkey,
    preload: PLAYER_SETTINGS.preload,
    volume: PLAYER_SETTINGS.volume,
    playbackSpeed: [...PLAYER_SETTINGS.playbackSpeed],
    mutex: PLAYER_SETTINGS.mutex,
    video: quality
      ? { quality, defaultQuality: source.defaultQuality ?? 0, pic: source.poster, type: 'auto' }
      : { url: source.url, pic: source.poster, type: 'auto' },
    ...(source.subtitle ? { subtitle: { url: source.subtitle, type: 'webvtt', ...PLAYER_SETTINGS.subtitle } } : {}),
    danmaku: {
      id: source.danmakuId,
      api: danmakuApi(apiBase),
      maximum: PLAYER_SETTINGS.maximumDanmaku,
      user: '访客',
      bottom: '15%',
      unlimited: false,
    },
    contextmenu: [],
  };
}
