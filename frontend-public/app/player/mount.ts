import DPlayer from 'dplayer';
import { danmakuBackend } from './danmaku-backend';
import { playerOptions, type PlayerPreferences, type VideoSource } from './options';
import { restoreQualityOnFailure, type SwitchablePlayer } from './quality-rollback';

/** DPlayer's buttons that carry no balloon text at all. */
const UNLABELLED: Record<string, string> = {
  'dplayer-mobile-play': '播放',
  'dplayer-play-icon': '播放/暂停',
  'dplayer-volume-icon': '静音',
};

/**
 * DPlayer names its icon buttons only in a hover balloon and writes `javascript:` links: give the buttons their
 * balloon text as a name, and turn the links into buttons, for screen readers and crawlers alike.
 */
export function labelControls(container: HTMLElement): void {
  for (const button of container.querySelectorAll<HTMLButtonElement>('button:not([aria-label])')) {
    const unlabelled = Object.entries(UNLABELLED).find(([className]) => button.classList.contains(className));
    const label = button.dataset.balloon || unlabelled?.[1];
    if (label) button.setAttribute('aria-label', label);
  }
  for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href^="javascript:"]')) {
    link.removeAttribute('href');
    link.setAttribute('role', 'button');
    link.tabIndex = 0;
  }
}

/** Loaded lazily, only on pages that have a video: DPlayer (and its stylesheet) stay out of every other page. */
export function mountPlayer(
  container: HTMLElement,
  source: VideoSource,
  apiBase: string,
  tokenSecret: string,
  preferences: PlayerPreferences,
) {
  const player = new DPlayer({
    container,
    ...playerOptions(source, apiBase, preferences),
    apiBackend: danmakuBackend(tokenSecret),
  });
  labelControls(container);
  if (source.quality?.length) restoreQualityOnFailure(player as unknown as SwitchablePlayer);
  return player;
}
