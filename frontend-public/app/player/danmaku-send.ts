import type { danmakuBackend } from './danmaku-backend';

/** What DPlayer 1.27 draws a comment from (its `danmaku.draw`, documented); the text is HTML. */
export interface DrawableDanmaku {
  text: string;
  color: number;
  type: number;
  border?: string;
}

interface SendingPlayer {
  video: HTMLVideoElement;
  /** DPlayer's notice inside the player (documented: `dp.notice`). */
  notice(text: string): void;
  danmaku?: { draw(danmaku: DrawableDanmaku): void };
}

export const EMPTY_DANMAKU = '请输入弹幕内容';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `#fff` or `#b7daff` as the number DPlayer's danmaku carry. */
function colorNumber(color: string): number {
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return Number.parseInt(full, 16) || 0xffffff;
}

/**
 * The comment box sends through the site, not through DPlayer's own send, which draws the comment before the server
 * has answered and, when it refuses, shows "弹幕加载失败" beside the toast: here a comment flies only once the server
 * stored it, and a failure says one thing, once (the toast of danmakuBackend, the server's `msg` when it gave one).
 */
export function sendThroughSite(
  container: HTMLElement,
  player: SendingPlayer,
  backend: ReturnType<typeof danmakuBackend>,
  thread: { id: string; api: string; user: string; border: string },
): void {
  const input = () => container.querySelector<HTMLInputElement>('.dplayer-comment-input');
  const checked = (group: string) =>
    container.querySelector<HTMLInputElement>(`.dplayer-comment-setting-${group} input:checked`)?.value;
  let sending = false;

  const send = () => {
    const box = input();
    const text = box?.value.trim() ?? '';
    if (!box || sending) return;
    if (!text) {
      player.notice(EMPTY_DANMAKU);
      return;
    }
    const color = colorNumber(checked('color') ?? '#fff');
    const type = Number(checked('type') ?? 0);
    sending = true;
    void backend.send({
      url: `${thread.api}v3/`,
      data: { id: thread.id, author: thread.user, time: player.video.currentTime, text, color, type },
      success: () => {
        sending = false;
        box.value = '';
        player.danmaku?.draw({ text: escapeHtml(text), color, type, border: thread.border });
      },
      error: () => {
        sending = false;
      },
    });
  };

  // Capture, on the player: DPlayer's handlers on the box and the button never see these.
  container.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' || event.target !== input()) return;
      event.preventDefault();
      event.stopPropagation();
      send();
    },
    true,
  );
  container.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('.dplayer-send-icon')) return;
      event.preventDefault();
      event.stopPropagation();
      send();
    },
    true,
  );
}
