import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressRemaining } from './precompress';

const MANIFEST = `window.__reactRouterManifest=${JSON.stringify({ routes: Array.from({ length: 40 }, (_, i) => `route-${i}`) })};`;

describe('precompressRemaining', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip forms of a script the bundler did not compress, which decode to it', async () => {
    writeFileSync(join(dir, 'assets', 'manifest-abc.js'), MANIFEST);

    expect(await precompressRemaining(dir)).toEqual([join('assets', 'manifest-abc.js')]);

    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'manifest-abc.js.br'))).toString()).toBe(MANIFEST);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'manifest-abc.js.gz'))).toString()).toBe(MANIFEST);
  });

  it('leaves files already compressed, files of other types, and files compression would not shrink', async () => {
    writeFileSync(join(dir, 'assets', 'entry.js'), MANIFEST);
    writeFileSync(join(dir, 'assets', 'entry.js.br'), 'as the bundler wrote it');
    writeFileSync(join(dir, 'assets', 'entry.js.gz'), 'as the bundler wrote it');
    writeFileSync(join(dir, 'assets', 'photo.webp'), MANIFEST);
    writeFileSync(join(dir, 'assets', 'sitemap.js'), '');

    expect(await precompressRemaining(dir)).toEqual([]);

    expect(readdirSync(join(dir, 'assets')).sort()).toEqual([
      'entry.js',
      'entry.js.br',
      'entry.js.gz',
      'photo.webp',
      'sitemap.js',
    ]);
    expect(readFileSync(join(dir, 'assets', 'entry.js.br'), 'utf8')).toBe('as the bundler wrote it');
  });
});
