import DPlayer from 'dplayer';
import { danmakuBackend } from './danmaku-backend';
import { playerOptions, type PlayerPreferences, type VideoSource } from './options';
import { sendThroughSite } from './danmaku-send';
import { showFailureOnPlay } from './failure-state';
import { usePlainStrings } from './plain-strings';
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

/**
 * Loaded lazily, only on pages that have a video: DPlayer (and its stylesheet) stay out of every other page. The
 * player says plainly what it does (plain-strings.ts), shows a failed video as one when the visitor presses play
 * (failure-state.ts), and draws a comment only once the server stored it (danmaku-send.ts). Answers the player,
 * `requestPlay` (for a play asked for before the player was there) and `destroy`.
 */
export function mountPlayer(
  container: HTMLElement,
  source: VideoSource,
  apiBase: string,
  tokenSecret: string,
  preferences: PlayerPreferences,
) {
  const options = playerOptions(source, apiBase, preferences);
  const backend = danmakuBackend(tokenSecret);
  const player = new DPlayer({ container, ...options, apiBackend: backend });
  labelControls(container);
  const stopRewriting = usePlainStrings(container);
  if (source.quality?.length) restoreQualityOnFailure(player as unknown as SwitchablePlayer);
  const { requestPlay } = showFailureOnPlay(container, player.video, () => player.play());
  if (options.danmaku) {
    const { id, api, user } = options.danmaku;
    sendThroughSite(container, player, backend, { id, api, user, border: `2px solid ${options.theme}` });
  }
  return {
    player,
    requestPlay: () => {
      requestPlay();
      player.play();
    },
    destroy: () => {
      stopRewriting();
      player.destroy();
    },
  };
}
