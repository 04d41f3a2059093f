import { zipSync } from 'fflate';

/**
 * A ZIP archive (deflate, UTF-8 names) for the demo downloads, so the archive is built from the project's
 * own files at seed time instead of being shipped as an opaque binary. Written by fflate.
 */

export interface ZipEntry {
  name: string;
  data: Buffer;
}

export function buildZip(entries: ZipEntry[], createdAt: Date): Buffer {
  const files = Object.fromEntries(entries.map(({ name, data }) => [name, [data, { level: 9, mtime: createdAt }]]));
  return Buffer.from(zipSync(files as Parameters<typeof zipSync>[0]));
}
