import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@site/contract';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../src/config/app-config';
import { restoreBackup } from '../src/modules/backups/restore-backup';
import { writeBackup } from '../src/modules/backups/write-backup';
import { ImageVariantsService, variantsFolderOf } from '../src/modules/uploads/image-variants.service';
import { storageFor } from '../src/modules/uploads/storage/storage-for';
import { TempFiles } from '../src/modules/uploads/temp-files';
import { UploadedFileEntity } from '../src/modules/uploads/uploaded-file.entity';
import { createTestApp, TestApp } from './support/test-app';
import { createTestDatabase, testDatabases } from './support/test-database';
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
    await settled();
  });
  afterAll(() => t.close());

  const variantOf = (src: string, width: number, format: 'webp' | 'avif') =>
    imageVariantUrl(src, width, format) ?? `${src.replace(/\.[a-z]+$/, '')}.w${width}.${format}`;
  const variantFiles = () => t.storedKeys('variants/');
  /** The variants a picture's upload started are made (the upload answer does not wait for them). */
  const settled = () => t.app.get(ImageVariantsService).settled();
  const keyOf = (url: string) => url.slice('/uploads/'.length);
  const variantsOf = (url: string) => t.storedKeys(`${variantsFolderOf(keyOf(url))}/`);

  it('makes the sizes a page offers when the picture is uploaded, stored beside it', async () => {
    // 1000 px wide: every narrower width and the first that reaches it (1280, made 1000 wide), in both formats.
    const made = await variantsOf(png);
    expect(made.map((key) => key.replace(/^.*-w/, 'w')).sort()).toEqual(
      [320, 480, 640, 800, 960, 1280].flatMap((width) => [`w${width}.avif`, `w${width}.webp`]).sort(),
    );
    expect(await variantFiles()).toEqual(made);
  });

  it('serves a WebP of an allowed width from storage, typed from its bytes, cached for a year', async () => {
    const before = await variantFiles();
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
    expect(await variantFiles()).toEqual(before);

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
    expect(await variantFiles()).toEqual(before);
  });

  it('makes an AVIF, and never enlarges: a width beyond the picture gives the picture’s own width (made on request)', async () => {
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
    await settled();
    expect(await variantsOf(url)).toEqual([]);
    const res = await t.http
      .get(variantOf(url, 640, 'webp'))
      .buffer(true)
      .expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(sha256(body(res))).toBe(sha256(broken));
  });

  it('makes a missing size of a JPEG on request (uploaded before sizes were made at upload), in one encoding however many visitors ask at once', async () => {
    const jpeg = (await uploadPic(t, token, await drawn(900, 600, 'jpeg'), 'photo.jpg').expect(200)).body.data;
    await settled();
    expect(await variantsOf(jpeg)).toHaveLength(2 * 5);
    await t.storage.deleteFolder(variantsFolderOf(keyOf(jpeg)));
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
    await settled();
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

  it('keeps the upload when its sizes cannot be stored, and makes them on request later', async () => {
    const putFile = t.storage.putFile.bind(t.storage);
    const failing = jest
      .spyOn(t.storage, 'putFile')
      .mockImplementation((key, path, type) =>
        key.startsWith('variants/') ? Promise.reject(new Error('no space left on device')) : putFile(key, path, type),
      );
    let url: string;
    try {
      url = (await uploadPic(t, token, await drawn(600, 300, 'png'), 'full.png').expect(200)).body.data;
      await settled();
    } finally {
      failing.mockRestore();
    }
    expect(await variantsOf(url)).toEqual([]);
    await t.http.get(url).expect(200);
    const later = await t.http
      .get(variantOf(url, 320, 'webp'))
      .buffer(true)
      .expect(200);
    expect(await sharp(body(later)).metadata()).toMatchObject({ width: 320, format: 'webp' });
    expect(await variantsOf(url)).toHaveLength(1);
  });

  it('removes the sizes of a picture deleted from the media library', async () => {
    const url = (await uploadPic(t, token, await drawn(500, 300, 'png'), 'doomed.png').expect(200)).body.data;
    await settled();
    expect(await variantsOf(url)).toHaveLength(2 * 3);
    const others = (await variantFiles()).filter((key) => !key.startsWith(variantsFolderOf(keyOf(url))));
    const row = await t.dataSource.getRepository(UploadedFileEntity).findOneByOrFail({ stored_key: keyOf(url) });
    const res = await t.adminCall('del_media', token, { id: row.id }).expect(200);
    expect(res.body).toMatchObject({ code: 0, data: { deleted: 1 } });
    expect(await variantsOf(url)).toEqual([]);
    expect(await variantFiles()).toEqual(others);
    expect(await t.storedKeys(keyOf(url))).toEqual([]);
  });

  it('makes the sizes an archive lacks when it is restored (an archive from before sizes were made at upload)', async () => {
    const url = (await uploadPic(t, token, await drawn(450, 300, 'png'), 'archived.png').expect(200)).body.data;
    await settled();
    for await (const { key } of t.storage.listAll('variants/')) await t.storage.delete(key);
    const scratch = mkdtempSync(join(tmpdir(), 'variants-restore-'));
    const database = await createTestDatabase('sqlite');
    const config = loadConfig({ DATABASE_URL: database.url, UPLOAD_DIR: join(scratch, 'uploads') });
    const storage = await storageFor(config);
    try {
      const archive = join(scratch, 'site.tar.gz');
      await writeBackup(
        { config: t.config, storage: t.storage, temp: new TempFiles(t.config) },
        createWriteStream(archive),
      );
      await restoreBackup(archive, { config, storage, temp: new TempFiles(config) });
      const restored: string[] = [];
      for await (const { key } of storage.listAll(`${variantsFolderOf(keyOf(url))}/`)) restored.push(key);
      // 450 px wide: 320 and 480, in both formats.
      expect(restored.map((key) => key.replace(/^.*-w/, 'w')).sort()).toEqual([
        'w320.avif',
        'w320.webp',
        'w480.avif',
        'w480.webp',
      ]);
    } finally {
      await database.drop();
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('leaves no scratch files behind', () => {
    expect(filesUnder(t.config.uploadDir).filter((path) => path.startsWith('.tmp/'))).toEqual([]);
  });
});

/** A CDN in front of the bucket (S3_PUBLIC_URL): the sizes made at upload are objects it can serve. */
describe('picture variants behind S3_PUBLIC_URL', () => {
  const CDN = 'https://cdn.example.test/site';
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { storage: 's3', env: { S3_PUBLIC_URL: CDN } });
    token = await t.login();
  });
  afterAll(() => t.close());

  it('sends a size to its object on the CDN, which the bucket serves as it was made at upload', async () => {
    const url = (await uploadPic(t, token, await drawn(700, 350, 'png'), 'cdn.png').expect(200)).body.data as string;
    await t.app.get(ImageVariantsService).settled();
    const made = await t.storedKeys(`${variantsFolderOf(url.slice('/uploads/'.length))}/`);
    expect(made).toHaveLength(2 * 4);

    const res = await t.http.get(imageVariantUrl(url, 640, 'webp') as string).expect(302);
    expect(res.headers['location']).toMatch(new RegExp(`^${CDN}/variants/`));
    const key = String(res.headers['location']).slice(CDN.length + 1);
    expect(made).toContain(key);
    // What the CDN fetches: the object straight from the bucket, stored with its type.
    if (t.config.storage.driver !== 's3') throw new Error('the S3 driver was asked for');
    const direct = await fetch(`${t.config.storage.endpoint}/${t.config.storage.bucket}/${key}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await direct.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 320 });
    expect(await t.storedKeys('variants/')).toEqual(made);
  });
});
