/** The part of DPlayer 1.27 (no published types) this site uses. */
declare module 'dplayer' {
  export default class DPlayer {
    constructor(options: Record<string, unknown> & { container: HTMLElement });
    on(event: string, handler: () => void): void;
    notice(text: string, time?: number, opacity?: number): void;
    play(): void;
    readonly video: HTMLVideoElement;
    /** Present when the player was made with a `danmaku` option. */
    readonly danmaku?: { draw(danmaku: { text: string; color: number; type: number; border?: string }): void };
    destroy(): void;
  }
}
