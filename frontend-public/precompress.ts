import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The browser files the build writes brotli and gzip forms of (decision 020). */
export const PRECOMPRESSED = /\.(js|mjs|css|svg|json)$/;

const ENCODINGS = [
  {
    suffix: '.br',
    compress: (data: Buffer) =>
      promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  },
  { suffix: '.gz', compress: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }) },
];

/**
 * Writes the brotli and gzip forms beside each browser file under `dir` that has none yet, and returns the files it
 * compressed. vite-plugin-compression2 compresses what the client build emits; React Router writes the route
 * manifest (assets/manifest-{version}.js, 11 KB that every page loads before it can hydrate) later, during the
 * server build, so without this the manifest went out uncompressed (sirv sends a file as it finds it). As the
 * plugin does, a form that is not smaller than the file is not written (the empty chunks of resource routes).
 */
export async function precompressRemaining(dir: string): Promise<string[]> {
  const files = new Set(await readdir(dir, { recursive: true }));
  const remaining = [...files].filter(
    (file) => PRECOMPRESSED.test(file) && ENCODINGS.every(({ suffix }) => !files.has(file + suffix)),
  );
  const compressed = await Promise.all(
    remaining.map(async (file) => {
      const data = await readFile(join(dir, file));
      const forms = await Promise.all(
        ENCODINGS.map(async ({ suffix, compress }) => [suffix, await compress(data)] as const),
      );
      const smaller = forms.filter(([, form]) => form.length < data.length);
      await Promise.all(smaller.map(([suffix, form]) => writeFile(join(dir, file + suffix), form)));
      return smaller.length > 0 ? [file] : [];
    }),
  );
  return compressed.flat().sort();
}
