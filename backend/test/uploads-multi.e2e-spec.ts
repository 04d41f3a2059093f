import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UploadSessionEntity } from '../src/modules/uploads/upload-session.entity';
import { UploadedFileEntity } from '../src/modules/uploads/uploaded-file.entity';
import { createAdmin } from './support/admin-accounts';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { MIB, STORED_URL, download, filesUnder, sendPart, sha256, writeRandomFile } from './uploads-fixtures';

const START = '2026-11-21T08:00:00.000Z';
const HOUR_MS = 3600 * 1000;

describe.each(testDatabases())('multi-part upload on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let scratch: string;
  let names = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: START });
    token = await t.login();
    scratch = mkdtempSync(join(tmpdir(), 'multi-spec-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(scratch, { recursive: true, force: true });
  });
  beforeEach(() => t.clock.set(START));

  /** A fresh file name per upload, so sessions of different tests never resume each other. */
  const uniqueFileName = (ext = 'bin') => `资料-${++names}.${ext}`;
  const init = (body: object, accessToken = token) => t.adminCall('upload_multi_init', accessToken, body);
  const finish = (uploadId: string, accessToken = token) =>
    t.adminCall('upload_multi_finish', accessToken, { upload_id: uploadId });
  /** The stored parts of an upload (part numbers, sorted), through the storage driver in use. */
  const storedParts = async (uploadId: string) =>
    (await t.storedKeys(`parts/${uploadId}/`)).map((key) => key.slice(key.lastIndexOf('/') + 1)).sort();
  const storedFiles = async () => (await t.storedKeys()).filter((key) => /^\d{4}\//.test(key));
  const scratchFiles = () => filesUnder(join(t.config.uploadDir, '.tmp'));

  /** A small upload: init (chunk 4 bytes), then the given parts of `content`. */
  async function smallUpload(content: Buffer, parts: number[], extra: object = {}) {
    const identity = { file_name: uniqueFileName(), file_size: content.length, chunk_size: 4, ...extra };
    const res = await init(identity).expect(200);
    const uploadId: string = res.body.data.upload_id;
    for (const n of parts) await sendPart(t, token, uploadId, n, content.subarray((n - 1) * 4, n * 4)).expect(200);
    return { uploadId, identity };
  }

  describe('per-admin caps on unfinished uploads', () => {
    let capped: TestApp;
    beforeAll(async () => {
      capped = await createTestApp(kind, {
        now: START,
        env: { UPLOAD_MULTI_MAX_OPEN: '3', UPLOAD_MULTI_LIMIT: '1mb', UPLOAD_MULTI_OPEN_LIMIT: '2mb' },
      });
    });
    afterAll(() => capped.close());
    const open = (accessToken: string, fileSize: number) =>
      capped.adminCall('upload_multi_init', accessToken, { file_name: uniqueFileName(), file_size: fileSize });

    it('refuses more open sessions than UPLOAD_MULTI_MAX_OPEN, even when asked at once (429)', async () => {
      const own = await capped.login();
      const answers = await Promise.all(Array.from({ length: 8 }, () => open(own, 10)));
      expect(answers.filter((res) => res.status === 200).length).toBeLessThanOrEqual(3);
      const refused = answers.find((res) => res.status === 429);
      expect(refused?.body).toEqual({
        code: 429,
        error: 'RATE_LIMITED',
        msg: '未完成的分片上传最多 3 个，请先完成或等待过期',
        data: { retry_after: 24 * 3600 },
      });
      expect(await capped.dataSource.getRepository(UploadSessionEntity).countBy({})).toBeLessThanOrEqual(3);
    });

    it('refuses sessions announcing more bytes together than UPLOAD_MULTI_OPEN_LIMIT (413), per admin', async () => {
      const superToken = await capped.login();
      const editor = await createAdmin(capped, superToken);
      const editorToken = await capped.login(editor.username, editor.password);
      await open(editorToken, MIB).expect(200);
      await open(editorToken, MIB).expect(200);
      const refused = await open(editorToken, 1).expect(413);
      expect(refused.body.msg).toBe('未完成的分片上传合计不能超过 2 MB，请先完成或等待过期');
    });
  });

  it('refuses every call without an access token (401)', async () => {
    await t.http.post('/api/adm/upload_multi_init').send({ file_name: 'a.bin', file_size: 10 }).expect(401);
    await t.http
      .post('/api/adm/upload_multi_part')
      .field('upload_id', 'x')
      .field('part_number', '1')
      .attach('file', Buffer.from('abc'), 'blob')
      .expect(401);
    await t.http.post('/api/adm/upload_multi_finish').send({ upload_id: 'x' }).expect(401);
  });

  it('uploads a file larger than 50 MB in parts out of order, resumes, finishes and serves it byte for byte', async () => {
    const size = 50 * MIB + 12_345;
    const chunk = 8 * MIB;
    const path = join(scratch, 'big.pdf');
    // A PDF header, so the served type is detected from the first part (the rest is random).
    const digest = await writeRandomFile(path, size, Buffer.from('%PDF-1.7\n'));
    const slice = (n: number) => ({ path, start: (n - 1) * chunk, end: Math.min(n * chunk, size) - 1 });
    const identity = { file_name: '2026 年度报告.pdf', file_size: size, chunk_size: chunk, sha256: digest };

    const started = await init(identity).expect(200);
    expect(started.body.data).toEqual({
      upload_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      chunk_size: chunk,
      total_parts: 7,
      uploaded_parts: [],
    });
    const uploadId: string = started.body.data.upload_id;

    const last = await sendPart(t, token, uploadId, 7, slice(7)).expect(200);
    expect(last.body.data).toEqual({ part_number: 7, size: size - 6 * chunk });
    await sendPart(t, token, uploadId, 3, slice(3)).expect(200);
    await sendPart(t, token, uploadId, 1, slice(1)).expect(200);
    // Sending a part again replaces it.
    const again = await sendPart(t, token, uploadId, 3, slice(3)).expect(200);
    expect(again.body.data).toEqual({ part_number: 3, size: chunk });
    // Parts of one upload may arrive at the same time.
    await Promise.all([5, 6].map((n) => sendPart(t, token, uploadId, n, slice(n)).expect(200)));

    // The client stops here; initialising the same file again resumes the same upload.
    const resumed = await init(identity).expect(200);
    expect(resumed.body.data).toEqual({
      upload_id: uploadId,
      chunk_size: chunk,
      total_parts: 7,
      uploaded_parts: [1, 3, 5, 6, 7],
    });

    const early = await finish(uploadId).expect(422);
    expect(early.body).toMatchObject({
      code: 422,
      data: { missing_parts: [2, 4], errors: [{ field: 'upload_id', message: '缺少分片：2, 4' }] },
    });

    await sendPart(t, token, uploadId, 4, slice(4)).expect(200);
    await sendPart(t, token, uploadId, 2, slice(2)).expect(200);
    const done = await finish(uploadId).expect(200);
    expect(done.body).toEqual({
      code: 0,
      msg: expect.any(String),
      data: { url: expect.stringMatching(STORED_URL), file_name: '2026 年度报告.pdf', file_size: size, sha256: digest },
    });
    expect(done.body.data.url).toMatch(/\.pdf$/);

    // The parts and the session are gone; the upload is finished for good.
    expect(await storedParts(uploadId)).toEqual([]);
    expect(await t.dataSource.getRepository(UploadSessionEntity).countBy({ upload_id: uploadId })).toBe(0);
    await finish(uploadId).expect(404);

    const served = await download(t, done.body.data.url).expect(200);
    expect(served.body).toMatchObject({ sha256: digest, size });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="2026 ????.pdf"; filename*=UTF-8''${encodeURIComponent('2026 年度报告.pdf')}`,
    );

    // Seeking into the middle of the file.
    const from = 20 * MIB + 7;
    const range = await download(t, done.body.data.url, { Range: `bytes=${from}-${from + 99}` }).expect(206);
    expect(range.headers['content-range']).toBe(`bytes ${from}-${from + 99}/${size}`);
    expect((range.body as { size: number }).size).toBe(100);
    expect(scratchFiles()).toEqual([]);
  });

  it('accepts a JSON, urlencoded or multipart form for init', async () => {
    const fileName = uniqueFileName();
    const json = await init({ file_name: fileName, file_size: 10 }).expect(200);
    expect(json.body.data).toMatchObject({ chunk_size: 5 * MIB, total_parts: 1, uploaded_parts: [] });
    const urlencoded = await t.http
      .post('/api/adm/upload_multi_init')
      .set('access_token', token)
      .type('form')
      .send({ file_name: fileName, file_size: '10' })
      .expect(200);
    const multipart = await t.http
      .post('/api/adm/upload_multi_init')
      .set('access_token', token)
      .field('file_name', fileName)
      .field('file_size', '10')
      .expect(200);
    expect(urlencoded.body.data.upload_id).toBe(json.body.data.upload_id);
    expect(multipart.body.data.upload_id).toBe(json.body.data.upload_id);
  });

  it('starts a new upload when the size or the declared sha256 differ', async () => {
    const fileName = uniqueFileName();
    const first = (await init({ file_name: fileName, file_size: 10 }).expect(200)).body.data.upload_id;
    const otherSize = (await init({ file_name: fileName, file_size: 11 }).expect(200)).body.data.upload_id;
    const withSha = (await init({ file_name: fileName, file_size: 10, sha256: 'a'.repeat(64) }).expect(200)).body.data
      .upload_id;
    expect(new Set([first, otherSize, withSha]).size).toBe(3);
  });

  it('refuses a declared size over UPLOAD_MULTI_LIMIT with 413', async () => {
    const res = await init({ file_name: uniqueFileName(), file_size: t.config.uploadMultiMaxBytes + 1 }).expect(413);
    expect(res.body).toEqual({ code: 413, msg: '文件不能超过 2 GB', error: 'PAYLOAD_TOO_LARGE', data: null });
  });

  it.each([
    ['chunk_size over 64 MiB', { chunk_size: 64 * MIB + 1 }, 'chunk_size'],
    ['chunk_size 0', { chunk_size: 0 }, 'chunk_size'],
    ['file_size 0', { file_size: 0 }, 'file_size'],
    ['no file_size', { file_size: undefined }, 'file_size'],
    ['a malformed sha256', { sha256: 'xyz' }, 'sha256'],
    ['more than 10000 parts', { file_size: 10_001, chunk_size: 1 }, 'chunk_size'],
  ])('refuses %s with 422', async (_name, change, field) => {
    const res = await init({ file_name: uniqueFileName(), file_size: 100, ...change }).expect(422);
    expect(res.body.data.errors.map((error: { field: string }) => error.field)).toEqual([field]);
  });

  it('refuses a part of the wrong size for its position with 422', async () => {
    const content = Buffer.from('0123456789');
    const { uploadId, identity } = await smallUpload(content, []);
    const short = await sendPart(t, token, uploadId, 1, Buffer.from('012')).expect(422);
    expect(short.body.data.errors).toEqual([{ field: 'file', message: '第 1 片应为 4 字节，实际收到 3 字节' }]);
    // The last part holds the remainder: 10 = 4 + 4 + 2.
    await sendPart(t, token, uploadId, 3, Buffer.from('89ab')).expect(422);
    await sendPart(t, token, uploadId, 3, Buffer.from('89')).expect(200);
    const outOfRange = await sendPart(t, token, uploadId, 4, Buffer.from('xx')).expect(422);
    expect(outOfRange.body.data.errors[0].field).toBe('part_number');
    await sendPart(t, token, uploadId, 0, Buffer.from('0123')).expect(422);
    const noFile = await t.http
      .post('/api/adm/upload_multi_part')
      .set('access_token', token)
      .field('upload_id', uploadId)
      .field('part_number', '1')
      .expect(422);
    expect(noFile.body.data.errors[0].field).toBe('file');
    const resumed = await init(identity).expect(200);
    expect(resumed.body.data).toMatchObject({ upload_id: uploadId, uploaded_parts: [3] });
    expect(scratchFiles()).toEqual([]);
  });

  it('refuses to finish when the sha256 differs, leaving nothing half-written, and finishes once the parts are right', async () => {
    const content = Buffer.from('0123456789');
    const { uploadId } = await smallUpload(content, [1, 2, 3], { sha256: sha256(Buffer.from('9876543210')) });
    const before = await storedFiles();
    const res = await finish(uploadId).expect(422);
    expect(res.body.data.errors).toEqual([
      { field: 'sha256', message: '合并后的文件 sha256 与声明不符，请重新上传分片' },
    ]);
    expect(await storedFiles()).toEqual(before);
    expect(scratchFiles()).toEqual([]);
    expect(await t.dataSource.getRepository(UploadedFileEntity).countBy({ sha256: sha256(content) })).toBe(0);

    // The upload stays open: re-sending the parts the hash expects repairs it.
    const right = Buffer.from('9876543210');
    for (const n of [1, 2, 3]) await sendPart(t, token, uploadId, n, right.subarray((n - 1) * 4, n * 4)).expect(200);
    const done = await finish(uploadId).expect(200);
    expect(done.body.data).toMatchObject({ file_size: 10, sha256: sha256(right) });
  });

  it('assembles a file once when two finishes race', async () => {
    const content = Buffer.from('0123456789');
    const { uploadId } = await smallUpload(content, [1, 2, 3]);
    const files = t.dataSource.getRepository(UploadedFileEntity);
    const before = await files.countBy({ sha256: sha256(content) });
    const answers = await Promise.all([finish(uploadId), finish(uploadId)]);
    const statuses = answers.map((res) => res.status).sort();
    // The loser either finds the lease taken (409) or the upload already finished (404).
    expect([
      [200, 404],
      [200, 409],
    ]).toContainEqual(statuses);
    expect(await files.countBy({ sha256: sha256(content) })).toBe(before + 1);
    expect(scratchFiles()).toEqual([]);
  });

  it('answers 404 for an unknown upload, and for another admin’s', async () => {
    await sendPart(t, token, 'f'.repeat(32), 1, Buffer.from('x')).expect(404);
    const missing = await finish('no-such-upload').expect(404);
    expect(missing.body).toEqual({ code: 404, msg: '上传任务不存在或已过期', error: 'NOT_FOUND', data: null });

    const { uploadId, identity } = await smallUpload(Buffer.from('0123456789'), [1]);
    const editor = await createAdmin(t, token);
    const editorToken = await t.login(editor.username, editor.password);
    await sendPart(t, editorToken, uploadId, 2, Buffer.from('4567')).expect(404);
    await finish(uploadId, editorToken).expect(404);
    const own = await init(identity, editorToken).expect(200);
    expect(own.body.data.upload_id).not.toBe(uploadId);
  });

  it('serves an uploaded HTML or SVG page as an opaque download, never as a page', async () => {
    for (const [name, content] of [
      ['page.html', Buffer.from('<!DOCTYPE html><script>alert(1)</script>')],
      ['image.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ] as const) {
      const res = await init({ file_name: name, file_size: content.length }).expect(200);
      await sendPart(t, token, res.body.data.upload_id, 1, content).expect(200);
      const done = await finish(res.body.data.upload_id).expect(200);
      expect(done.body.data.url).toMatch(/\.bin$/);
      const served = await t.http.get(done.body.data.url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('application/octet-stream');
      expect(served.headers['content-disposition']).toBe(`attachment; filename=${name}`);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it.each([
    ['a traversal', '../../etc/passwd', 'passwd'],
    ['a Windows traversal', '..\\..\\boot.ini', 'boot.ini'],
    ['only dots', '..', 'file'],
    ['a NUL', 'evil\u0000.mp4', 'evil.mp4'],
    ['a 1000-character name', `${'a'.repeat(996)}.mp4`, 'a'.repeat(255)],
  ])('keeps a file name with %s out of the storage path', async (_label, fileName, kept) => {
    const content = Buffer.from('hello');
    const res = await init({ file_name: fileName, file_size: content.length }).expect(200);
    await sendPart(t, token, res.body.data.upload_id, 1, content).expect(200);
    const done = await finish(res.body.data.upload_id).expect(200);
    expect(done.body.data).toMatchObject({
      url: expect.stringMatching(/^\/uploads\/2026\/11\/[0-9a-f]{32}\.bin$/),
      file_name: kept,
    });
    expect(existsSync(join(t.config.uploadDir, '..', 'etc'))).toBe(false);
    expect((await storedFiles()).every((path) => /^\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]+$/.test(path))).toBe(true);
  });

  it('sweeps an abandoned upload after UPLOAD_EXPIRY_HOURS: its parts and its session', async () => {
    const { uploadId } = await smallUpload(Buffer.from('0123456789'), [1, 2]);
    expect(await storedParts(uploadId)).toEqual(['1', '2']);

    // Still alive just before expiry (a part pushes the expiry forward).
    t.clock.advance(t.config.uploadExpiryHours * HOUR_MS - 60_000);
    await init({ file_name: uniqueFileName(), file_size: 1 }).expect(200);
    expect(await storedParts(uploadId)).toEqual(['1', '2']);

    t.clock.advance(2 * 60_000);
    await sendPart(t, token, uploadId, 3, Buffer.from('89')).expect(404);
    // Any init sweeps (as does the timer).
    await init({ file_name: uniqueFileName(), file_size: 1 }).expect(200);
    expect(await storedParts(uploadId)).toEqual([]);
    expect(await t.dataSource.getRepository(UploadSessionEntity).countBy({ upload_id: uploadId })).toBe(0);
    await finish(uploadId).expect(404);
  });

  it('keeps an upload alive while parts keep arriving', async () => {
    const { uploadId } = await smallUpload(Buffer.from('0123456789'), [1]);
    t.clock.advance(t.config.uploadExpiryHours * HOUR_MS - 60_000);
    await sendPart(t, token, uploadId, 2, Buffer.from('4567')).expect(200);
    t.clock.advance(2 * 60_000);
    await init({ file_name: uniqueFileName(), file_size: 1 }).expect(200);
    await sendPart(t, token, uploadId, 3, Buffer.from('89')).expect(200);
    await finish(uploadId).expect(200);
  });
});
