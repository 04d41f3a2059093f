import DPlayer from 'dplayer';
import { danmakuBackend } from './danmaku-backend';
import { playerOptions, type VideoSource } from './options';

/** Loaded lazily, only on pages that have a video: DPlayer (and its stylesheet) stay out of every other page. */
export function mountPlayer(container: HTMLElement, source: VideoSource, apiBase: string, tokenSecret: string) {
  return new DPlayer({ container, ...playerOptions(source, apiBase), apiBackend: danmakuBackend(tokenSecret) });
}
