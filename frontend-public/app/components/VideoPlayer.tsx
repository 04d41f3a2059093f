import { imageSrcSet, imageVariantUrl, readRuntimeSettings, type ImageVariantWidth } from '@site/contract';
import { useEffect, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { POSTER_WIDTH, type ImageLayout } from '../lib/image-sizes';
import type { RootData } from '../lib/root-data';
import type { mountPlayer as MountPlayer } from '../player/mount';
import { playerPreferences, type VideoSource } from '../player/options';

/** A visitor reaching for the player: DPlayer loads at once, whatever the idle wait. */
const INTERACTIONS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;
/** The longest DPlayer waits for an idle moment once it is near the screen. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The server sends the video's poster with a play button, and a plain `<video>` in `<noscript>` (it plays without
 * JavaScript); in the browser DPlayer takes the poster's place, with on-screen comments. The 16:9 box keeps its
 * size throughout: no layout shift.
 */
export function VideoPlayer({
  source: given,
  title,
  posterWidth = POSTER_WIDTH,
  layout,
}: {
  source: VideoSource;
  title: string;
  /** The poster variant's width (a poster takes no srcset): about the player's width on a phone's screen. */
  posterWidth?: ImageVariantWidth;
  /**
   * Where the player is drawn: the poster shown until DPlayer takes over is then a picture of the box's size
   * (`srcset` and `sizes`), not one width for every screen.
   */
  layout?: ImageLayout;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [mount, setMount] = useState<typeof MountPlayer>();
  // The visitor pressed the poster's play button before DPlayer was there: it starts playing once mounted.
  const playRequested = useRef(false);
  // An uploaded poster as a WebP variant: a fraction of a PNG's bytes.
  const poster = given.poster && (imageVariantUrl(given.poster, posterWidth, 'webp') ?? given.poster);
  const source = poster === given.poster ? given : { ...given, poster };
  const sourceKey = JSON.stringify(source);
  // The back office's `player_*` public settings, loaded with every page by the root loader.
  const settings = useRouteLoaderData<RootData>('root')?.settings;
  const preferencesKey = JSON.stringify(playerPreferences(settings ?? {}));

  // DPlayer's code loads when the player comes near the screen, once the browser is idle (hydration and the first
  // paint come first), or at once when the visitor reaches for the player: a page of courses does not download it
  // up front, and the player never delays the page's largest paint.
  useEffect(() => {
    const target = box.current?.parentElement;
    let cancelled = false;
    let started = false;
    let cancelIdle = () => {};
    const load = () => {
      if (started || cancelled) return;
      started = true;
      cancelIdle();
      // A chunk that fails to load is DeploymentWatcher's to handle (it reloads, or tells the visitor once per page);
      // once it has, the import settles with no module, and the poster stays.
      void import('../player/mount').then((module: typeof import('../player/mount') | undefined) => {
        if (!cancelled && module) setMount(() => module.mountPlayer);
      });
    };
    const loadWhenIdle = () => {
      // Safari has no requestIdleCallback: there the next task is the best guess.
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(load, 0);
        cancelIdle = () => clearTimeout(handle);
      }
    };
    for (const type of INTERACTIONS) target?.addEventListener(type, load, { passive: true });
    const observer =
      target && 'IntersectionObserver' in window
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              loadWhenIdle();
            },
            { rootMargin: '200px' },
          )
        : null;
    if (observer && target) observer.observe(target);
    else loadWhenIdle();
    return () => {
      cancelled = true;
      cancelIdle();
      observer?.disconnect();
      for (const type of INTERACTIONS) target?.removeEventListener(type, load);
    };
  }, []);

  // Once the box is shown: DPlayer measures it (narrow layout at 500 px or less).
  useEffect(() => {
    if (!mount || !box.current) return;
    const { apiBase, tokenSecret } = readRuntimeSettings(document);
    const player = mount(
      box.current,
      JSON.parse(sourceKey) as VideoSource,
      apiBase,
      tokenSecret,
      JSON.parse(preferencesKey),
    );
    // Within the click's user activation, so the browser lets it play (with sound); a video that cannot play then
    // says so inside the player.
    if (playRequested.current) player.requestPlay();
    return () => player.destroy();
  }, [mount, sourceKey, preferencesKey]);

  return (
    <div className="video-player" data-danmaku-id={source.danmakuId}>
      {!mount && (
        <>
          {/* Without JavaScript, the browser's own player. With it, <noscript> is mere text: the page lays out no
              native control bar per video, and the poster below stands in until DPlayer takes over. */}
          <noscript>
            <video
              controls
              preload="metadata"
              poster={source.poster || undefined}
              src={source.url}
              playsInline
              aria-label={title}
            />
          </noscript>
          <button
            type="button"
            className="video-facade"
            aria-label={`播放视频：${title}`}
            onClick={() => {
              playRequested.current = true;
            }}
          >
            {source.poster && (
              <img
                src={source.poster}
                srcSet={
                  (layout && given.poster && imageSrcSet(given.poster, 'webp', { upTo: layout.upTo })) || undefined
                }
                sizes={layout?.sizes}
                alt=""
                decoding="async"
              />
            )}
          </button>
        </>
      )}
      {/* DPlayer owns this element's content; React never renders into it. */}
      <div ref={box} className="video-box" hidden={!mount} />
    </div>
  );
}
