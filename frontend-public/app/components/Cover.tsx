import { Picture } from './Picture';

/**
 * A picture in a fixed-ratio box: the space is reserved before it loads (no layout shift). Below the fold
 * it loads lazily; `eager` is for the first screen (the largest paint must not wait). `sizes` is its width at
 * each breakpoint (`IMAGE_SIZES`), so a phone gets a small variant.
 */
export function Cover({
  src,
  alt,
  sizes,
  ratio = '16 / 10',
  eager = false,
}: {
  src: string;
  alt: string;
  sizes: string;
  ratio?: string;
  eager?: boolean;
}) {
  return (
    <div className="cover" style={{ aspectRatio: ratio }}>
      {src && <Picture src={src} alt={alt} sizes={sizes} priority={eager} />}
    </div>
  );
}
