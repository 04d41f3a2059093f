import type { ImageLayout } from '../lib/image-sizes';
import { Picture } from './Picture';

/**
 * A picture in a fixed-ratio box: the space is reserved before it loads (no layout shift). Below the fold
 * it loads lazily; `eager` is for the first screen (the largest paint must not wait). `layout` is where it is
 * shown (`IMAGE_LAYOUTS`), so a phone gets a small variant.
 */
export function Cover({
  src,
  alt,
  layout,
  ratio = '16 / 9',
  eager = false,
}: {
  src: string;
  alt: string;
  layout: ImageLayout;
  ratio?: string;
  eager?: boolean;
}) {
  return (
    <div className="cover" style={{ aspectRatio: ratio }}>
      {src && <Picture src={src} alt={alt} layout={layout} priority={eager} />}
    </div>
  );
}
