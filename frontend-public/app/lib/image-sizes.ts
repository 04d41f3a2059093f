/**
 * The `sizes` of each place the public site draws pictures: how wide (in CSS pixels) the picture is at each of
 * app.css's breakpoints (600 and 960 px; the page is 1200 px wide with 1.5 rem padding, 1 rem below 960 px). The
 * browser multiplies by the device pixel ratio and takes the smallest variant of the `srcset` that covers it, so
 * a phone downloads a 320-pixel thumbnail where a desktop gets 480 px. Keep these in step with app.css.
 */
export const IMAGE_SIZES = {
  /**
   * Home banner: the page's full width (the hero cancels the page padding), but at least 629 px: its box is
   * 20:7 and at least 220 px high, so a phone shows the middle of a wider picture.
   */
  banner: '(max-width: 628.98px) 629px, (min-width: 1200px) 1200px, 100vw',
  /** News list covers: a fixed column of 240 px, 140 px below 960 px, 112 px below 600 px. */
  newsCover: '(max-width: 599.98px) 112px, (max-width: 959.98px) 140px, 240px',
  /** Card grids (services, cases on the home page): one column on phones, two on tablets, 3–4 of ~300 px. */
  card: '(max-width: 599.98px) calc(100vw - 2rem), (max-width: 959.98px) calc(50vw - 1.5rem), 300px',
  /** Honours (3:4 cards of at least 180 px): one column below 412 px, then two, four or five. */
  honour: '(max-width: 411.98px) calc(100vw - 2rem), (max-width: 959.98px) calc(50vw - 1.625rem), 220px',
  /** Partner logos (cells of at least 160 px). */
  partner: '(max-width: 599.98px) calc(50vw - 1.5rem), 200px',
  /** Case covers on /perform: a 400 px column, the full width below 960 px. */
  caseCover: '(max-width: 959.98px) calc(100vw - 2rem), 400px',
  /** Course pictures on /education: one column below 960 px, three of ~370 px above. */
  course: '(max-width: 959.98px) calc(100vw - 2rem), 380px',
  /** Pictures in an article (rich text): the text column, at most 820 px. */
  article: '(max-width: 851.98px) calc(100vw - 2rem), 820px',
} as const;

/** Video posters take one URL (no `srcset`): a width that is sharp in the 820 px player of a news article. */
export const POSTER_WIDTH = 960;
/** Posters of the course list's players (about 380 px wide; a phone's full width). */
export const COURSE_POSTER_WIDTH = 640;
