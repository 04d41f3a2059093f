/**
 * Resized copies ("variants") of uploaded pictures, in modern formats, for `srcset`. The server makes the ones a
 * `srcset` offers right after the upload, any other (or missing) one on first request, and keeps them; the public site names them in `<picture>` sources. Both sides build and read the
 * same URLs from here:
 *
 *   /uploads/2026/11/<32 hex>.png          the uploaded picture (png, jpg or webp)
 *   /uploads/2026/11/<32 hex>.w640.webp    that picture 640 px wide (never wider than the original), as WebP
 *
 * Only the widths below exist, so a visitor cannot make the server resize to arbitrary sizes: the work per
 * picture is bounded by `IMAGE_VARIANT_WIDTHS.length × IMAGE_VARIANT_FORMATS.length` encodings, each done once.
 */

/** The only widths (CSS pixels × device pixel ratio) variants are made in, smallest first. */
export const IMAGE_VARIANT_WIDTHS = [320, 480, 640, 800, 960, 1280, 1600, 1920] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** Best first: a `<picture>` lists its sources in this order and the browser takes the first it can show. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

export const IMAGE_VARIANT_MIMES: Readonly<Record<ImageVariantFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * Uploaded pictures that have variants: png, jpeg and webp. GIF has none (a resized copy would lose its
 * animation); neither have other sites' pictures.
 */
const SOURCE_URL = /^\/uploads\/(\d{4}\/\d{2}\/[0-9a-f]{32})\.(?:png|jpg|webp)$/;
/** A variant's path below /uploads/: the picture's stem, `.w` and a width without leading zeros, the format. */
const VARIANT_KEY = /^(\d{4}\/\d{2}\/[0-9a-f]{32})\.w([1-9]\d{0,4})\.(avif|webp)$/;

/** The extensions an uploaded picture with variants can have, as `upload_pic` names them. */
export const IMAGE_VARIANT_SOURCE_EXTS = ['png', 'jpg', 'webp'] as const;

export const isImageVariantWidth = (width: number): width is ImageVariantWidth =>
  (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);

/** `/uploads/…/<hex>.w<width>.<format>` for an uploaded picture; null when `src` has no variants or the width is not offered. */
export function imageVariantUrl(src: string, width: number, format: ImageVariantFormat): string | null {
  const stem = SOURCE_URL.exec(src)?.[1];
  if (!stem || !isImageVariantWidth(width)) return null;
  return `/uploads/${stem}.w${width}.${format}`;
}

export interface ImageVariantRequest {
  /** `2026/11/<hex>`: the picture's storage key without its extension. */
  stem: string;
  /** As asked for: check it with `isImageVariantWidth`. */
  width: number;
  format: ImageVariantFormat;
}

/** Reads a path below /uploads/ (`2026/11/<hex>.w640.webp`) as a variant request; null when it is not one. */
export function parseImageVariantKey(key: string): ImageVariantRequest | null {
  const match = VARIANT_KEY.exec(key);
  if (!match) return null;
  return { stem: match[1], width: Number(match[2]), format: match[3] as ImageVariantFormat };
}

export interface SrcSetOptions {
  /** The picture's own width, when known. */
  intrinsicWidth?: number;
  /** The widest variant worth offering where the picture is shown (its largest drawn width × screen density). */
  upTo?: ImageVariantWidth;
}

/**
 * The `srcset` of an uploaded picture in one format, or null when it has no variants. It lists the widths up to
 * the first one that covers `upTo` and the picture's own width. With the picture's width known, the variant that
 * reaches it (made at the original's width, never enlarged) is described by that width, so each descriptor is the
 * true width served.
 */
export function imageSrcSet(
  src: string,
  format: ImageVariantFormat,
  { intrinsicWidth, upTo }: SrcSetOptions = {},
): string | null {
  if (!SOURCE_URL.test(src)) return null;
  const known = intrinsicWidth !== undefined && Number.isFinite(intrinsicWidth) && intrinsicWidth > 0;
  const candidates: string[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const url = imageVariantUrl(src, width, format) as string;
    if (known && width >= intrinsicWidth) {
      candidates.push(`${url} ${Math.round(intrinsicWidth)}w`);
      break;
    }
    candidates.push(`${url} ${width}w`);
    if (upTo !== undefined && width >= upTo) break;
  }
  return candidates.join(', ');
}
