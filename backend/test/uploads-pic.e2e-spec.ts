import { parse as parseContentDisposition } from 'content-disposition';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UploadedFileEntity } from '../src/modules/uploads/uploaded-file.entity';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import {
  NOT_PICTURES,
  PNG_1X1,
  PictureKind,
  STORED_URL,
  leftovers,
  picture,
  storedBytes,
  sha256,
  uploadPic,
} from './uploads-fixtures';

const START = '2026-11-21T08:00:00.000Z';

describe.each(testDatabases())('adm/upload_pic and GET /uploads/ on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: START });
    token = await t.login();
  });
  afterAll(() => t.close());

  const storedCount = () => t.dataSource.getRepository(UploadedFileEntity).count();
  const rowOf = (url: string) =>
    t.dataSource.getRepository(UploadedFileEntity).findOneByOrFail({ stored_key: url.slice('/uploads/'.length) });

  it('refuses a caller without an access token (401) and stores nothing', async () => {
    const before = await storedCount();
    const res = await t.http.post('/api/adm/upload_pic').attach('file', PNG_1X1, 'a.png').expect(401);
    expect(res.body).toEqual({ code: 401, msg: expect.any(String), error: 'ACCESS_TOKEN_INVALID', data: null });
    await t.http
      .post('/api/adm/upload_pic')
      .set('access_token', 'not-a-token')
      .attach('file', PNG_1X1, 'a.png')
      .expect(401);
    expect(await storedCount()).toBe(before);
    expect(await leftovers(t)).toEqual([]);
  });

  it('stores a PNG under a generated name in a month folder and serves it byte for byte', async () => {
    const res = await uploadPic(t, token, PNG_1X1, 'logo.png').expect(200);
    expect(res.body).toEqual({ code: 0, msg: expect.any(String), data: expect.stringMatching(STORED_URL) });
    const url: string = res.body.data;
    expect(url).toMatch(/^\/uploads\/2026\/11\/[0-9a-f]{32}\.png$/);
    expect(await storedBytes(t, url.slice('/uploads/'.length))).toEqual(PNG_1X1);

    const file = await t.http.get(url).buffer(true).expect(200);
    expect(Buffer.compare(file.body as Buffer, PNG_1X1)).toBe(0);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-length']).toBe(String(PNG_1X1.length));
    expect(file.headers['content-disposition']).toBe('inline; filename=logo.png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['etag']).toBe(`"${sha256(PNG_1X1)}"`);
    expect(file.headers['content-security-policy']).toContain('sandbox');

    const row = await rowOf(url);
    expect(row).toMatchObject({
      original_name: 'logo.png',
      mime: 'image/png',
      size: PNG_1X1.length,
      sha256: sha256(PNG_1X1),
      admin_id: 1,
    });
    expect(await leftovers(t)).toEqual([]);
  });

  it.each<[PictureKind, string, string]>([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['gif', 'image/gif', 'gif'],
    ['webp', 'image/webp', 'webp'],
  ])('accepts a %s picture, typed and named from its bytes', async (pictureKind, mime, ext) => {
    const content = picture(pictureKind, 2048);
    // The client's name and type are wrong on purpose: only the bytes count.
    const res = await uploadPic(t, token, content, 'upload.bin', 'application/octet-stream').expect(200);
    expect(res.body.data).toMatch(new RegExp(`^/uploads/2026/11/[0-9a-f]{32}\\.${ext}$`));
    const file = await t.http.get(res.body.data).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe(mime);
    expect(sha256(file.body as Buffer)).toBe(sha256(content));
  });

  it('accepts a PNG called evil.exe as the PNG it is', async () => {
    const res = await uploadPic(t, token, PNG_1X1, 'evil.exe', 'application/x-msdownload').expect(200);
    expect(res.body.data).toMatch(/\.png$/);
    const file = await t.http.get(res.body.data).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['an SVG', NOT_PICTURES.svg, 'image.svg', 'image/svg+xml'],
    ['an SVG called .png', NOT_PICTURES.svg, 'image.png', 'image/png'],
    ['an HTML page', NOT_PICTURES.html, 'page.html', 'text/html'],
    ['an HTML page called .jpg', NOT_PICTURES.html, 'photo.jpg', 'image/jpeg'],
    ['an executable called .png', NOT_PICTURES.exe, 'photo.png', 'image/png'],
    ['plain text', NOT_PICTURES.text, 'notes.txt', 'text/plain'],
  ])('refuses %s with 415 and keeps nothing', async (_name, content, filename, contentType) => {
    const before = await storedCount();
    const res = await uploadPic(t, token, content, filename, contentType).expect(415);
    expect(res.body).toEqual({
      code: 415,
      msg: '只支持 png、jpeg、gif、webp 格式的图片',
      error: 'UNSUPPORTED_MEDIA_TYPE',
      data: null,
    });
    expect(await storedCount()).toBe(before);
    expect(await leftovers(t)).toEqual([]);
  });

  it('answers 422 when no file is sent', async () => {
    const json = await t.adminCall('upload_pic', token, {}).expect(422);
    expect(json.body).toEqual({
      code: 422,
      error: 'VALIDATION_FAILED',
      msg: expect.any(String),
      data: { errors: [{ field: 'file', message: '请选择要上传的图片' }] },
    });
    const formWithoutFile = await t.http
      .post('/api/adm/upload_pic')
      .set('access_token', token)
      .field('note', 'x')
      .expect(422);
    expect(formWithoutFile.body.data.errors[0].field).toBe('file');
  });

  it('answers 400 for a file under another field name or a second file', async () => {
    await t.http.post('/api/adm/upload_pic').set('access_token', token).attach('image', PNG_1X1, 'a.png').expect(400);
    const two = await t.http
      .post('/api/adm/upload_pic')
      .set('access_token', token)
      .attach('file', PNG_1X1, 'a.png')
      .attach('file', PNG_1X1, 'b.png')
      .expect(400);
    expect(two.body.code).toBe(400);
    expect(await leftovers(t)).toEqual([]);
  });

  it.each([
    ['a traversal', '../../etc/passwd', 'passwd'],
    ['a Windows traversal', '..\\..\\windows\\system.ini', 'system.ini'],
    ['a folder', 'a/b.png', 'b.png'],
    ['a Chinese name', '公司 标志（2026）.png', '公司 标志（2026）.png'],
    ['a 304-character name', `${'长'.repeat(300)}.png`, '长'.repeat(255)],
  ])(
    'stores a file named with %s under a generated name inside UPLOAD_DIR, keeping the cleaned name',
    async (_label, filename, kept) => {
      const res = await uploadPic(t, token, PNG_1X1, filename).expect(200);
      const url: string = res.body.data;
      expect(url).toMatch(/^\/uploads\/2026\/11\/[0-9a-f]{32}\.png$/);
      expect(await t.storage.stat(url.slice('/uploads/'.length))).not.toBeNull();
      expect(existsSync(join(t.config.uploadDir, '..', 'etc'))).toBe(false);
      expect((await rowOf(url)).original_name).toBe(kept);
      const file = await t.http.get(url).expect(200);
      expect(parseContentDisposition(file.headers['content-disposition']).parameters.filename).toBe(kept);
    },
  );

  it('refuses a part header with a NUL in the file name as malformed (400), storing nothing', async () => {
    const before = await storedCount();
    const res = await uploadPic(t, token, PNG_1X1, 'nul\u0000byte.png').expect(400);
    expect(res.body.code).toBe(400);
    expect(await storedCount()).toBe(before);
    expect(await leftovers(t)).toEqual([]);
  });

  describe('serving', () => {
    let url: string;
    const content = picture('png', 5000);

    beforeAll(async () => {
      url = (await uploadPic(t, token, content, 'banner.png').expect(200)).body.data;
    });

    it('answers a byte range with 206 (video seeking), and 416 past the end', async () => {
      const part = await t.http.get(url).set('Range', 'bytes=100-199').buffer(true).expect(206);
      expect(part.headers['content-range']).toBe('bytes 100-199/5000');
      expect(part.headers['content-length']).toBe('100');
      expect(Buffer.compare(part.body as Buffer, content.subarray(100, 200))).toBe(0);
      const tail = await t.http.get(url).set('Range', 'bytes=-10').buffer(true).expect(206);
      expect(Buffer.compare(tail.body as Buffer, content.subarray(4990))).toBe(0);
      const beyond = await t.http.get(url).set('Range', 'bytes=6000-7000').expect(416);
      expect(beyond.headers['content-range']).toBe('bytes */5000');
    });

    it('ignores a range for another version (If-Range) and sends the whole file', async () => {
      const whole = await t.http.get(url).set('Range', 'bytes=0-9').set('If-Range', '"other"').buffer(true).expect(200);
      expect((whole.body as Buffer).length).toBe(5000);
    });

    it('answers 304 to a client that has the current version', async () => {
      const first = await t.http.get(url).expect(200);
      await t.http.get(url).set('If-None-Match', first.headers['etag']).expect(304);
      await t.http.get(url).set('If-None-Match', '"stale"').expect(200);
    });

    it('answers HEAD with the headers only', async () => {
      const head = await t.http.head(url).expect(200);
      expect(head.headers['content-length']).toBe('5000');
      expect(head.headers['content-type']).toBe('image/png');
    });

    it.each([
      '/uploads/2026/11/00000000000000000000000000000000.png',
      '/uploads/2026/11/not-a-stored-name.png',
      '/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/2026/11/..%2f..%2f.tmp',
      '/uploads/.tmp/anything',
      '/uploads/parts/0123456789abcdef0123456789abcdef/1',
      '/uploads/',
    ])('answers %s with 404 in the envelope', async (path) => {
      const res = await t.http.get(path).expect(404);
      expect(res.body).toEqual({ code: 404, msg: expect.any(String), error: 'NOT_FOUND', data: null });
    });

    it('answers a file that vanished from storage with 404, not 500', async () => {
      const gone = (await uploadPic(t, token, PNG_1X1, 'gone.png').expect(200)).body.data as string;
      await t.storage.delete(gone.slice('/uploads/'.length));
      const res = await t.http.get(gone).expect(404);
      expect(res.body).toEqual({ code: 404, msg: '文件不存在', error: 'NOT_FOUND', data: null });
    });
  });

  it('documents upload_pic as a multipart body with a binary file', async () => {
    const doc = (await t.http.get('/api/docs-json').expect(200)).body;
    const body = doc.paths['/api/adm/upload_pic'].post.requestBody.content['multipart/form-data'].schema;
    const schema = body.$ref ? doc.components.schemas[body.$ref.split('/').pop()] : body;
    expect(schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    const part = doc.paths['/api/adm/upload_multi_part'].post.requestBody.content['multipart/form-data'].schema;
    const partSchema = doc.components.schemas[part.$ref.split('/').pop()];
    expect(Object.keys(partSchema.properties).sort()).toEqual(['file', 'part_number', 'upload_id']);
    expect(partSchema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
  });
});

describe.each(testDatabases())('adm/upload_pic size limit on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { UPLOAD_PIC_LIMIT: '64kb' } });
    token = await t.login();
  });
  afterAll(() => t.close());

  it('accepts a picture of exactly the limit', async () => {
    await uploadPic(t, token, picture('png', 64 * 1024)).expect(200);
  });

  it('refuses a picture over the limit with 413 and leaves no scratch data', async () => {
    const res = await uploadPic(t, token, picture('png', 64 * 1024 + 1)).expect(413);
    expect(res.body).toEqual({ code: 413, msg: '文件不能超过 64 KB', error: 'PAYLOAD_TOO_LARGE', data: null });
    await uploadPic(t, token, picture('jpeg', 1024 * 1024)).expect(413);
    expect(await leftovers(t)).toEqual([]);
    expect(await t.dataSource.getRepository(UploadedFileEntity).count()).toBe(1);
  });
});
