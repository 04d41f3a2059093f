import type { QualityOption } from './options';

type Handler = (info?: unknown) => void;

/**
 * The internals of a DPlayer 1.27 instance that a quality switch changes (the package publishes no types, and
 * these fields are not part of its documented API: `player.js` `switchQuality` is the reference).
 */
export interface SwitchablePlayer {
  video: HTMLVideoElement;
  prevVideo: HTMLVideoElement | null;
  qualityIndex: number;
  quality: QualityOption;
  switchingQuality: boolean;
  /** Rebuilt for every new element when the video has subtitles. */
  subtitle?: unknown;
  subtitles?: unknown;
  options: { video: { quality?: QualityOption[] } };
  template: { videoWrap: HTMLElement; qualityButton: HTMLElement };
  events: { events: Record<string, Handler[] | undefined> };
  switchQuality(index: number | string): void;
  seek(time: number): void;
  play(): void;
  notice(text: string, time?: number, opacity?: number, id?: string): void;
}

/** DPlayer's id for its "正在切换至 … 画质" notice: a notice with the same id takes its place. */
const SWITCH_NOTICE_ID = 'switch-quality';

export const qualityFailedNotice = (name: string) => `画质切换失败，已恢复为 ${name}`;

interface Switch {
  /** The element DPlayer created for the new quality. */
  next: HTMLVideoElement;
  previous: {
    video: HTMLVideoElement;
    index: number;
    time: number;
    playing: boolean;
    subtitle: unknown;
    subtitles: unknown;
  };
  /** The handlers DPlayer added to its event bus for this switch (they hold on to the new element). */
  handlers: Array<[string, Handler]>;
}

function handlersAddedSince(events: SwitchablePlayer['events'], before: Map<string, number>): Array<[string, Handler]> {
  return Object.entries(events.events).flatMap(([name, list = []]) =>
    list.slice(before.get(name) ?? 0).map((handler): [string, Handler] => [name, handler]),
  );
}

/**
 * A failed quality switch restores the previous quality (product spec, section 4). DPlayer 1.27 builds a second
 * `<video>` for the new quality and, when it fails, goes half way back: the quality button keeps the failed
 * name, its "switching" notice stays on screen for good, every listener the switch added stays on the event
 * bus (the dead element then resets the loaded bar on every `progress`), the generic "video failed" notice
 * appears, and a timer throws on an element 1.27 no longer has.
 *
 * So the switch is watched from outside: a capturing `error` listener on the video wrapper runs before any
 * listener of the failing element itself and undoes the whole switch (element, index, button, listeners, subtitle track);
 * DPlayer's own error handlers then see a healthy video and do nothing. The previous element was only paused,
 * so the playback time is kept; playback resumes if it was playing. Returns a function that removes the watch.
 *
 * Upstream: DIYgod/DPlayer#876 (open; 1.27.1, the last release, has only #1112's partial fix). Kept by decision 085;
 * quality-rollback.test.ts fails the day stock DPlayer restores the previous quality itself.
 */
export function restoreQualityOnFailure(player: SwitchablePlayer): () => void {
  const qualities = player.options.video.quality ?? [];
  const switchQuality = player.switchQuality.bind(player);
  let current: Switch | null = null;

  player.switchQuality = (index) => {
    const previous = {
      video: player.video,
      index: player.qualityIndex,
      time: player.video.currentTime,
      playing: !player.video.paused,
      subtitle: player.subtitle,
      subtitles: player.subtitles,
    };
    const before = new Map(Object.entries(player.events.events).map(([name, list]) => [name, list?.length ?? 0]));
    switchQuality(index);
    // The same quality, or a switch already under way: DPlayer changed nothing.
    if (player.video === previous.video) return;
    current = { next: player.video, previous, handlers: handlersAddedSince(player.events, before) };
  };

  const rollBack = ({ next, previous, handlers }: Switch) => {
    for (const [name, handler] of handlers) {
      const list = player.events.events[name];
      list?.splice(list.indexOf(handler), 1);
    }
    next.remove();
    const quality = qualities[previous.index];
    player.video = previous.video;
    player.prevVideo = null;
    player.qualityIndex = previous.index;
    player.quality = quality;
    player.subtitle = previous.subtitle;
    player.subtitles = previous.subtitles;
    player.template.qualityButton.textContent = quality.name;
    player.switchingQuality = false;
    player.seek(previous.time);
    if (previous.playing) player.play();
    player.notice(qualityFailedNotice(quality.name), undefined, undefined, SWITCH_NOTICE_ID);
  };

  const onError = (event: Event) => {
    const pending = current;
    if (!pending || event.target !== pending.next) return;
    current = null;
    // Still switching: a failure after the switch completed is an ordinary playback error, DPlayer's to report.
    if (player.switchingQuality && player.video === pending.next) rollBack(pending);
  };
  // `error` does not bubble, but a capturing listener on an ancestor sees it before the element's own.
  player.template.videoWrap.addEventListener('error', onError, true);
  return () => {
    player.template.videoWrap.removeEventListener('error', onError, true);
    player.switchQuality = switchQuality;
  };
}
