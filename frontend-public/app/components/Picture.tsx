import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_MIMES, imageSrcSet } from '@site/contract';
import { preload } from 'react-dom';
import type { ImageLayout } from '../lib/image-sizes';

export interface PictureProps {
  src: string;
  alt: string;
  /** Where it is shown (`IMAGE_LAYOUTS`): its `sizes`, and the widest variant worth listing. */
  layout: ImageLayout;
  /**
   * The picture of the first screen (the largest paint): preloaded from the head, fetched at once with high
   * priority and decoded with the page. Every other picture loads lazily, when it nears the screen.
   */
  priority?: boolean;
  /** The upload's own width when known: the `srcset` stops there (a variant is never wider than its picture). */
  intrinsicWidth?: number;
  /** Attributes that reserve the picture's box before it loads (its ratio, when CSS sets no size). */
  width?: number;
  height?: number;
  className?: string;
}

/**
 * An uploaded picture as `<picture>`: AVIF and WebP variants in the widths the server makes, then the original
 * as the `<img>` (for browsers with neither, and for other sites' pictures, which have no variants).
 */
export function Picture({
  src,
  alt,
  layout,
  priority = false,
  intrinsicWidth,
  width,
  height,
  className,
}: PictureProps) {
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      // The largest paint waits for its picture's decoding anyway; the others decode off the main thread.
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  const sources = IMAGE_VARIANT_FORMATS.flatMap((format) => {
    const srcSet = imageSrcSet(src, format, { intrinsicWidth, upTo: layout.upTo });
    return srcSet ? [{ format, srcSet }] : [];
  });
  if (priority) {
    // A preload in the head (React puts high-priority image preloads right after the viewport, before the
    // stylesheet and the scripts): the request no longer waits for the parser to reach the <picture> behind
    // the head's score of module preloads, which on HTTP/1.1 queue for the same six connections. Its first
    // format, with the same srcset and sizes, so the browser fetches the very file <picture> then picks; a
    // browser that cannot show that format skips a preload of that type.
    const [first] = sources;
    preload(
      src,
      first
        ? {
            as: 'image',
            fetchPriority: 'high',
            imageSrcSet: first.srcSet,
            imageSizes: layout.sizes,
            type: IMAGE_VARIANT_MIMES[first.format],
          }
        : { as: 'image', fetchPriority: 'high' },
    );
  }
  if (sources.length === 0) return img;
  return (
    <picture>
      {sources.map(({ format, srcSet }) => (
        <source key={format} type={IMAGE_VARIANT_MIMES[format]} srcSet={srcSet} sizes={layout.sizes} />
      ))}
      {img}
    </picture>
  );
}
