import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips), loaded on the first picture read or encoded rather than at start: a process that only serves
 * pages and the API never loads it (with the S3 client, 13–15 MiB less resident after start: docs/benchmarks.md).
 * Variants are kept on disk, so libvips' in-memory operation cache would only hold memory; one thread per encoding
 * (ImageVariants' MAX_PARALLEL bounds the rest).
 */
export const loadSharp = (): Promise<typeof sharpModule> =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  }));
