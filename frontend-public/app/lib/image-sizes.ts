import type { ImageVariantWidth } from '@site/contract';

/** Where a picture is shown, as the browser needs it to pick a variant of the right width. */
export interface ImageLayout {
  /** The `sizes` attribute: how wide (CSS pixels) the picture is drawn at each breakpoint. */
  sizes: string;
  /**
   * The widest variant worth listing in `srcset`: the largest drawn width × the densest screen likely at that
   * width (3× on phones, 2× beyond). Shorter lists keep the page's HTML small.
   */
  upTo: ImageVariantWidth;
}

/**
 * The places the public site draws pictures, from app.css's layout (breakpoints 600 and 960 px; the page is
 * 1200 px wide with 1.5 rem padding, 1 rem below 960 px). The browser multiplies the `sizes` width by the
 * device pixel ratio and takes the smallest variant that covers it, so a phone downloads a 320-pixel thumbnail
 * where a desktop gets 480 px. Keep these in step with app.css.
 */
export const IMAGE_LAYOUTS = {
  /**
   * Home banner: the page's full width (the hero cancels the page padding), but at least 629 px: its box is
   * 20:7 and at least 220 px high, so a phone shows the middle of a wider picture.
   */
  banner: { sizes: '(max-width: 628.98px) 629px, (min-width: 1200px) 1200px, 100vw', upTo: 1920 },
  /** News list covers: a fixed column of 240 px, 140 px below 960 px, 112 px below 600 px. */
  newsCover: { sizes: '(max-width: 599.98px) 112px, (max-width: 959.98px) 140px, 240px', upTo: 480 },
  /** Card grids (services, cases on the home page): one column on phones, two on tablets, 3–4 of ~300 px. */
  card: {
    sizes: '(max-width: 599.98px) calc(100vw - 2rem), (max-width: 959.98px) calc(50vw - 1.5rem), 300px',
    upTo: 1280,
  },
  /** Honours (3:4 cards of at least 180 px): one column below 412 px, then two, four or five. */
  honour: {
    sizes: '(max-width: 411.98px) calc(100vw - 2rem), (max-width: 959.98px) calc(50vw - 1.625rem), 220px',
    upTo: 960,
  },
  /** Partner logos (cells of at least 160 px). */
  partner: { sizes: '(max-width: 599.98px) calc(50vw - 1.5rem), 200px', upTo: 640 },
  /** Case covers on /perform: a 400 px column, the full width below 960 px. */
  caseCover: { sizes: '(max-width: 959.98px) calc(100vw - 2rem), 400px', upTo: 1920 },
  /** Course pictures on /education: one column below 960 px, three of ~370 px above. */
  course: { sizes: '(max-width: 959.98px) calc(100vw - 2rem), 380px', upTo: 1920 },
  /** Pictures in an article (rich text): the text column, at most 820 px. */
  article: { sizes: '(max-width: 851.98px) calc(100vw - 2rem), 820px', upTo: 1920 },
} as const satisfies Record<string, ImageLayout>;

/** Video posters take one URL (no `srcset`): a width that is sharp in the 820 px player of a news article. */
export const POSTER_WIDTH = 960;
/** Posters of the course list's players (about 380 px wide; a phone's full width). */
export const COURSE_POSTER_WIDTH = 640;
