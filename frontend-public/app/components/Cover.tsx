/**
 * A picture in a fixed-ratio box: the space is reserved before it loads (no layout shift). Below the fold
 * it loads lazily; `eager` is for the first screen (the largest paint must not wait).
 */
export function Cover({
  src,
  alt,
  ratio = '16 / 10',
  eager = false,
}: {
  src: string;
  alt: string;
  ratio?: string;
  eager?: boolean;
}) {
  return (
    <div className="cover" style={{ aspectRatio: ratio }}>
      {src && (
        <img
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
      )}
    </div>
  );
}
