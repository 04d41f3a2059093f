import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { buffer } from 'node:stream/consumers';
import type { TestApp } from './support/test-app';

/** Shared by the uploads e2e suites: file factories and the multipart calls. */

export const MIB = 1024 * 1024;
export const STORED_URL = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]+$/;

const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');

/** A real 1×1 PNG. */
export const PNG_1X1 = hex(`
  89504e470d0a1a0a0000000d4948445200000001000000010806000000
  1f15c4890000000d49444154789c6360f8cfc0f01f0005000201aa3fb6
  d60000000049454e44ae426082`);

/** The signature of each picture type followed by filler: what the detector decides on. */
const PICTURE_HEADS = {
  png: PNG_1X1,
  jpeg: hex('ffd8ffe000104a46494600010100000100010000'),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1'),
  webp: Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00\x2f\x00\x00\x00', 'latin1'),
};
export type PictureKind = keyof typeof PICTURE_HEADS;

/** A picture of `kind`, padded with random bytes to `size` (when larger than its head). */
export function picture(kind: PictureKind, size = 0): Buffer {
  const head = PICTURE_HEADS[kind];
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
}

/** Content that must never pass as a picture, whatever it is called. */
export const NOT_PICTURES = {
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><rect/></svg>'),
  html: Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'),
  exe: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), randomBytes(512)]),
  text: Buffer.from('just some text, no image here\n'),
};

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Writes `size` random bytes after `head` into `path` in 1 MiB writes; answers the sha256. */
export async function writeRandomFile(path: string, size: number, head = Buffer.alloc(0)): Promise<string> {
  const hash = createHash('sha256');
  const out = createWriteStream(path);
  let written = 0;
  while (written < size) {
    const chunk =
      written === 0
        ? Buffer.concat([head, randomBytes(Math.min(MIB, size) - head.length)])
        : randomBytes(Math.min(MIB, size - written));
    hash.update(chunk);
    written += chunk.length;
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return hash.digest('hex');
}

export function uploadPic(
  t: TestApp,
  accessToken: string,
  content: Buffer,
  filename = 'picture.png',
  contentType = 'image/png',
) {
  return t.http
    .post('/api/adm/upload_pic')
    .set('access_token', accessToken)
    .attach('file', content, { filename, contentType });
}

/** A part's bytes, or a file and the inclusive byte range to stream from it. */
export type PartData = Buffer | { path: string; start: number; end: number };

export function sendPart(t: TestApp, accessToken: string, uploadId: string, partNumber: number, data: PartData) {
  const file = Buffer.isBuffer(data) ? data : createReadStream(data.path, { start: data.start, end: data.end });
  return t.http
    .post('/api/adm/upload_multi_part')
    .set('access_token', accessToken)
    .field('upload_id', uploadId)
    .field('part_number', String(partNumber))
    .attach('file', file, { filename: 'blob', contentType: 'application/octet-stream' });
}

/** What `download` answers as the body: the size and sha256 of what arrived. */
export interface DownloadDigest {
  size: number;
  sha256: string;
}

/** GET a URL, hashing the body as it streams (large files never sit in the test's memory). */
export function download(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const request = t.http.get(url);
  for (const [name, value] of Object.entries(headers)) request.set(name, value);
  return request.buffer(true).parse((res, callback) => {
    const stream = res as unknown as NodeJS.ReadableStream;
    const hash = createHash('sha256');
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
    });
    stream.on('end', () => callback(null, { sha256: hash.digest('hex'), size } satisfies DownloadDigest));
  });
}

/** Every file under `dir` (relative paths), skipping the given top-level folders. */
export function filesUnder(dir: string, skip: string[] = []): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .filter((path) => !skip.some((folder) => path === folder || path.startsWith(`${folder}/`)));
}

/** What must be gone between requests: scratch files, and stored objects that are neither a file nor a picture variant. */
export async function leftovers(t: TestApp): Promise<string[]> {
  return (await leftoversAndFiles(t)).filter((key) => !/^(\d{4}|variants)\//.test(key));
}

/** Scratch files and every stored object. */
export async function leftoversAndFiles(t: TestApp): Promise<string[]> {
  return [...filesUnder(join(t.config.uploadDir, '.tmp')).map((path) => `.tmp/${path}`), ...(await t.storedKeys())];
}

/** The bytes stored under `key`, through the storage driver in use. */
export const storedBytes = async (t: TestApp, key: string) => buffer(await t.storage.openRead(key));
