import { readRuntimeSettings } from '@site/contract';
import { useEffect, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../lib/root-data';
import type { mountPlayer as MountPlayer } from '../player/mount';
import { playerPreferences, type VideoSource } from '../player/options';

/**
 * The server sends a plain `<video>` (it plays without JavaScript); in the browser DPlayer takes its place,
 * with on-screen comments. The 16:9 box keeps its size throughout: no layout shift.
 */
export function VideoPlayer({ source, title }: { source: VideoSource; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [mount, setMount] = useState<typeof MountPlayer>();
  const sourceKey = JSON.stringify(source);
  // The back office's `player_*` public settings, loaded with every page by the root loader.
  const settings = useRouteLoaderData<RootData>('root')?.settings;
  const preferencesKey = JSON.stringify(playerPreferences(settings ?? {}));

  // DPlayer's code loads when the player comes near the screen: a page of courses does not download it up front.
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void import('../player/mount').then((module) => {
        if (!cancelled) setMount(() => module.mountPlayer);
      });
    const target = box.current?.parentElement;
    if (!target || !('IntersectionObserver' in window)) {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => {
      cancelled = true;
      observer.disconnect();
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
    return () => player.destroy();
  }, [mount, sourceKey, preferencesKey]);

  return (
    <div className="video-player" data-danmaku-id={source.danmakuId}>
      {!mount && (
        <video
          controls
          preload="metadata"
          poster={source.poster || undefined}
          src={source.url}
          playsInline
          aria-label={title}
        />
      )}
      {/* DPlayer owns this element's content; React never renders into it. */}
      <div ref={box} className="video-box" hidden={!mount} />
    </div>
  );
}
