import type { Img } from '@site/contract';
import { lazy, Suspense, useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { IMAGE_LAYOUTS } from '../lib/image-sizes';
import type { Embla } from './BannerEmbla';
import { Cover } from './Cover';

const BannerEmbla = lazy(() => import('./BannerEmbla'));

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when the visitor asks for less motion (and on the server, where nothing moves anyway). */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * The home banner (Embla, decision 022): arrows, dots, swipe and the arrow keys; it plays by itself, except while
 * pointed at or focused and for visitors who ask for reduced motion. Slide 1 is the largest paint and loads at once;
 * every other slide's picture loads when that slide or the one before it is shown. Without JavaScript, and until
 * Embla has loaded after the page showed (BannerEmbla), the slides are a strip that scrolls sideways.
 */
export function BannerCarousel({ banners }: { banners: Img[] }) {
  const reducedMotion = useReducedMotion();
  const several = banners.length > 1;
  // Set once the viewport is in the page (in the browser only): Embla is then loaded and bound to it.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<Embla>();
  const [selected, setSelected] = useState(0);
  // Slides whose pictures may load: the first, and every slide shown so far with the one after it.
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      setLoaded((previous) => new Set([...previous, index, (index + 1) % banners.length]));
    };
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, banners.length]);

  const pause = useCallback(() => embla?.plugins().autoplay?.stop(), [embla]);
  const resume = useCallback(() => embla?.plugins().autoplay?.play(), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') embla?.scrollPrev();
    else if (event.key === 'ArrowRight') embla?.scrollNext();
    else return;
    event.preventDefault();
  };

  return (
    <div
      className={`carousel${embla ? ' is-ready' : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label="焦点图"
      onKeyDown={onKeyDown}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) resume();
      }}
    >
      {viewport && (
        <Suspense fallback={null}>
          <BannerEmbla viewport={viewport} several={several} autoplay={several && !reducedMotion} onReady={setEmbla} />
        </Suspense>
      )}
      <div className="banner-viewport" ref={setViewport}>
        <div className="banner-strip">
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              className="banner"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${banners.length}`}
              aria-hidden={embla ? index !== selected : undefined}
              inert={embla ? index !== selected : undefined}
            >
              <Cover
                src={banner.image}
                alt={banner.title}
                layout={IMAGE_LAYOUTS.banner}
                ratio="20 / 7"
                eager={loaded.has(index)}
              />
              <div className="banner-text">
                <p className="banner-title">{banner.title}</p>
                {banner.description && <p>{banner.description}</p>}
                {banner.link && (
                  <Link className="button light" to={banner.link}>
                    了解更多
                  </Link>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      {several && (
        <>
          <button
            type="button"
            className="carousel-arrow carousel-prev"
            aria-label="上一张"
            onClick={() => embla?.scrollPrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="carousel-arrow carousel-next"
            aria-label="下一张"
            onClick={() => embla?.scrollNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
          <div className="carousel-dots">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className="carousel-dot"
                aria-label={`第 ${index + 1} 张：${banner.title}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
