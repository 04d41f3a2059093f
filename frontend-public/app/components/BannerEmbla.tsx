import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useMemo } from 'react';

/** How long a slide stays before the next one, while nobody points at or focuses the carousel. */
const AUTOPLAY_DELAY_MS = 6000;

export type Embla = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla on the banner's viewport, once the page is showing: loaded on its own (React.lazy in BannerCarousel), so the
 * home page's first paint waits for none of Embla's code (issue 22). Renders nothing; hands Embla's API up.
 */
export default function BannerEmbla({
  viewport,
  several,
  autoplay,
  onReady,
}: {
  viewport: HTMLElement;
  several: boolean;
  autoplay: boolean;
  onReady: (embla: Embla | undefined) => void;
}) {
  const plugins = useMemo(
    () =>
      autoplay
        ? [
            Autoplay({
              delay: AUTOPLAY_DELAY_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              // Focus is handled by BannerCarousel, for the arrows and dots as well as the slides' links.
              stopOnFocusIn: false,
              // Pointing at the arrows or dots pauses it too, not only at the slides.
              rootNode: (node) => node.parentElement,
            }),
          ]
        : [],
    [autoplay],
  );
  const [bind, embla] = useEmblaCarousel({ loop: true, active: several }, plugins);
  useEffect(() => bind(viewport), [bind, viewport]);
  useEffect(() => {
    onReady(embla);
    return () => onReady(undefined);
  }, [embla, onReady]);
  return null;
}
