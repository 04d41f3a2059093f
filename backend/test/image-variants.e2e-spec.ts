import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@site/contract';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { UploadedFileEntity } from '../src/modules/uploads/uploaded-file.entity';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { filesUnder, picture, sha256, uploadPic } from './uploads-fixtures';

/** A real picture with detail (a gradient and a square), so a resize has something to keep. */
async function drawn(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const square = await sharp({
    create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: '#e53935' },
  })
    .png()
    .toBuffer();
  const base = sharp({ create: { width, height, channels: 3, background: '#1e88e5' } }).composite([
    { input: square, top: Math.round(height / 8), left: Math.round(width / 8) },
  ]);
  return (format === 'png' ? base.png() : base.jpeg()).toBuffer();
}

const body = (res: { body: unknown }) => res.body as Buffer;

describe.each(testDatabases())('GET /uploads/ picture variants on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let png: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: '2026-11-21T08:00:00.000Z' });
    token = await t.login();
    png = (await uploadPic(t, token, await drawn(1000, 500, 'png'), '厂区 全景.png').expect(200)).body.data;
  });
  afterAll(() => t.close());

  const variantOf = (src: string, width: number, format: 'webp' | 'avif') =>
    imageVariantUrl(src, width, format) ?? `${src.replace(/\.[a-z]+$/, '')}.w${width}.${format}`;
  const variantFiles = () => t.storedKeys('variants/');

  it('makes a WebP of an allowed width, typed from its bytes, kept on disk and cached for a year', async () => {
    const res = await t.http
      .get(variantOf(png, 640, 'webp'))
      .buffer(true)
      .expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(body(res).subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(res.headers['content-length']).toBe(String(body(res).length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-disposition']).toContain('640w.webp');
    const { width, height, format } = await sharp(body(res)).metadata();
    expect({ width, height, format }).toEqual({ width: 640, height: 320, format: 'webp' });
    expect(await variantFiles()).toHaveLength(1);

    // The second request is served from storage, byte for byte, and a client holding it gets 304.
    const again = await t.http
      .get(variantOf(png, 640, 'webp'))
      .buffer(true)
      .expect(200);
    expect(sha256(body(again))).toBe(sha256(body(res)));
    expect(again.headers['etag']).toBe(res.headers['etag']);
    await t.http
      .get(variantOf(png, 640, 'webp'))
      .set('If-None-Match', res.headers['etag'])
      .expect(304);
    expect(await variantFiles()).toHaveLength(1);
  });

  it('makes an AVIF, and never enlarges: a width beyond the picture gives the picture’s own width', async () => {
    const avif = await t.http
      .get(variantOf(png, 320, 'avif'))
      .buffer(true)
      .expect(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(body(avif).subarray(4, 12).toString('latin1')).toBe('ftypavif');
    expect((await sharp(body(avif)).metadata()).width).toBe(320);

    const wide = await t.http
      .get(variantOf(png, 1920, 'webp'))
      .buffer(true)
      .expect(200);
    expect(await sharp(body(wide)).metadata()).toMatchObject({ width: 1000, height: 500 });
  });

  it('answers HEAD with the headers only', async () => {
    const head = await t.http.head(variantOf(png, 480, 'webp')).expect(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it.each([641, 100, 4000, 1921])(
    'refuses width %i (not one of the fixed widths) with 404 and makes nothing',
    async (width) => {
      const before = (await variantFiles()).length;
      const res = await t.http.get(variantOf(png, width, 'webp')).expect(404);
      expect(res.body).toEqual({
        code: 404,
        error: 'NOT_FOUND',
        msg: `不支持的图片宽度 ${width}，可用宽度：${IMAGE_VARIANT_WIDTHS.join('、')}`,
        data: null,
      });
      expect(await variantFiles()).toHaveLength(before);
    },
  );

  it.each([
    ['another format', (src: string) => `${src.replace(/\.png$/, '')}.w640.png`],
    ['a leading zero', (src: string) => `${src.replace(/\.png$/, '')}.w0640.webp`],
    ['a picture that does not exist', () => `/uploads/2026/11/${'0'.repeat(32)}.w640.webp`],
  ])('answers %s with 404 and makes nothing', async (_label, url) => {
    const before = (await variantFiles()).length;
    const res = await t.http.get(url(png)).expect(404);
    expect(res.body).toEqual({ code: 404, msg: '文件不存在', error: 'NOT_FOUND', data: null });
    expect(await variantFiles()).toHaveLength(before);
  });

  it('takes no size from the query string: the original is sent', async () => {
    const before = (await variantFiles()).length;
    const res = await t.http.get(`${png}?w=320&width=320`).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await sharp(body(res)).metadata()).toMatchObject({ width: 1000, height: 500 });
    expect(await variantFiles()).toHaveLength(before);
  });

  it('has no variants of a GIF (its animation would be lost)', async () => {
    const gif = (await uploadPic(t, token, picture('gif', 512), 'a.gif').expect(200)).body.data as string;
    expect(imageVariantUrl(gif, 640, 'webp')).toBeNull();
    await t.http.get(`${gif.replace(/\.gif$/, '')}.w640.webp`).expect(404);
  });

  it('serves the original when a picture cannot be decoded', async () => {
    const broken = picture('png', 4096);
    const url = (await uploadPic(t, token, broken, 'broken.png').expect(200)).body.data as string;
    const res = await t.http
      .get(variantOf(url, 640, 'webp'))
      .buffer(true)
      .expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(sha256(body(res))).toBe(sha256(broken));
  });

  it('resizes a JPEG too, in one encoding however many visitors ask at once', async () => {
    const jpeg = (await uploadPic(t, token, await drawn(900, 600, 'jpeg'), 'photo.jpg').expect(200)).body.data;
    const before = (await variantFiles()).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.http
          .get(variantOf(jpeg, 480, 'webp'))
          .buffer(true)
          .expect(200),
      ),
    );
    expect(new Set(answers.map((res) => sha256(body(res)))).size).toBe(1);
    expect(await sharp(body(answers[0])).metadata()).toMatchObject({ width: 480, height: 320 });
    expect(await variantFiles()).toHaveLength(before + 1);
  });

  it('makes new variants when the picture’s bytes change', async () => {
    const url = (await uploadPic(t, token, await drawn(800, 400, 'png'), 'changing.png').expect(200)).body.data;
    const first = await t.http
      .get(variantOf(url, 320, 'webp'))
      .buffer(true)
      .expect(200);
    expect(await sharp(body(first)).metadata()).toMatchObject({ width: 320, height: 160 });

    // The stored file is replaced (say, restored from another copy) and its row records the new content.
    const replacement = await drawn(800, 800, 'png');
    const key = url.slice('/uploads/'.length);
    const scratch = join(t.config.uploadDir, '.tmp', 'replacement');
    writeFileSync(scratch, replacement);
    await t.storage.putFile(key, scratch);
    await t.dataSource
      .getRepository(UploadedFileEntity)
      .update({ stored_key: key }, { sha256: sha256(replacement), size: replacement.length });

    const second = await t.http
      .get(variantOf(url, 320, 'webp'))
      .buffer(true)
      .expect(200);
    expect(await sharp(body(second)).metadata()).toMatchObject({ width: 320, height: 320 });
    expect(second.headers['etag']).not.toBe(first.headers['etag']);
    await t.http
      .get(variantOf(url, 320, 'webp'))
      .set('If-None-Match', first.headers['etag'])
      .expect(200);
  });

  it('leaves no scratch files behind', () => {
    expect(filesUnder(t.config.uploadDir).filter((path) => path.startsWith('.tmp/'))).toEqual([]);
  });
});
