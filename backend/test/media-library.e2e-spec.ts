import { ISO_TIME, errorFields } from './support/assertions';
import { editorToken } from './support/site-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { PNG_1X1, STORED_URL, picture, sendPart, uploadPic } from './uploads-fixtures';

const START = '2026-11-21T08:00:00.000Z';

describe.each(testDatabases())('adm/get_media_list on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let pngUrl: string;
  let jpegUrl: string;
  let pdfUrl: string;

  /** A non-picture file through the three multi-part calls. */
  async function uploadInParts(fileName: string, content: Buffer): Promise<string> {
    const init = await t
      .adminCall('upload_multi_init', token, { file_name: fileName, file_size: content.length })
      .expect(200);
    await sendPart(t, token, init.body.data.upload_id, 1, content).expect(200);
    const finish = await t.adminCall('upload_multi_finish', token, { upload_id: init.body.data.upload_id }).expect(200);
    return finish.body.data.url;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: START });
    token = await t.login();
    pngUrl = (await uploadPic(t, token, PNG_1X1, '厂区全景.png').expect(200)).body.data;
    jpegUrl = (await uploadPic(t, token, picture('jpeg', 2048), 'team.jpg', 'image/jpeg').expect(200)).body.data;
    pdfUrl = await uploadInParts('年度报告.pdf', Buffer.from('%PDF-1.4\n% a tiny report\n'));
  });
  afterAll(() => t.close());

  it('refuses a caller without an access token (401)', async () => {
    const res = await t.http.post('/api/adm/get_media_list').send({}).expect(401);
    expect(res.body).toEqual({ code: 401, msg: expect.any(String), error: 'ACCESS_TOKEN_INVALID', data: null });
  });

  it('lists every upload newest first with url, name, type, size and time', async () => {
    const res = await t.adminCall('get_media_list', token, {}).expect(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ total: 3, page: 1, limit: 10 });
    expect(res.body.data.list.map((file: { url: string }) => file.url)).toEqual([pdfUrl, jpegUrl, pngUrl]);
    expect(res.body.data.list[2]).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(STORED_URL),
      file_name: '厂区全景.png',
      mime: 'image/png',
      file_size: PNG_1X1.length,
      alt: '',
      created_at: ISO_TIME,
    });
  });

  it('filters by kind and by keyword on the file name', async () => {
    const names = async (body: object) =>
      (await t.adminCall('get_media_list', token, body).expect(200)).body.data.list.map(
        (file: { file_name: string }) => file.file_name,
      );
    expect(await names({ kind: 'image' })).toEqual(['team.jpg', '厂区全景.png']);
    expect(await names({ kind: 'other' })).toEqual(['年度报告.pdf']);
    expect(await names({ kind: 'video' })).toEqual([]);
    expect(await names({ keyword: '报告' })).toEqual(['年度报告.pdf']);
    expect(await names({ sort: 'size', order: 'desc', limit: 1 })).toEqual(['team.jpg']);
  });

  it('answers 422 for an unknown kind and 400 for an unknown sort field', async () => {
    const res = await t.adminCall('get_media_list', token, { kind: 'script' }).expect(422);
    expect(errorFields(res.body.data.errors)).toEqual(['kind']);
    await t.adminCall('get_media_list', token, { sort: 'stored_key' }).expect(400);
  });

  it('is open to editors, who manage media too', async () => {
    const editor = await editorToken(t);
    const res = await t.adminCall('get_media_list', editor, { limit: 1 }).expect(200);
    expect(res.body.data.total).toBe(3);
  });

  describe('adm/save_media_alt', () => {
    const idOf = async (url: string) =>
      (await t.adminCall('get_media_list', token, { kind: 'image', limit: 100 }).expect(200)).body.data.list.find(
        (file: { url: string }) => file.url === url,
      ).id as number;
    const sizes = async () => (await t.publicCall('get_image_sizes', { srcs: [pngUrl] }).expect(200)).body.data;

    it('describes a picture in the library, for the public pages that show it undescribed, and audits it', async () => {
      const id = await idOf(pngUrl);
      const before = await sizes();
      expect(before[pngUrl]).toEqual({ width: 1, height: 1 });

      const res = await t.adminCall('save_media_alt', token, { id, alt: '  厂区全景 & "三号车间"  ' }).expect(200);
      expect(res.body.data).toMatchObject({ id, url: pngUrl, alt: '厂区全景 & "三号车间"' });
      // Answered anew, not from the cache of the earlier read: the save moved the content version.
      expect((await sizes())[pngUrl]).toEqual({ width: 1, height: 1, alt: '厂区全景 & "三号车间"' });

      const audit = await t.adminCall('get_audit_list', token, { family: 'uploads', limit: 1 }).expect(200);
      expect(audit.body.data.list[0]).toMatchObject({ action: 'update', target_id: id, fields: ['alt'] });

      await t.adminCall('save_media_alt', token, { id, alt: '' }).expect(200);
      expect((await sizes())[pngUrl]).toEqual({ width: 1, height: 1 });
    });

    it('refuses an unknown file, a description too long or holding control characters', async () => {
      const id = await idOf(jpegUrl);
      expect((await t.adminCall('save_media_alt', token, { id: 999_999, alt: 'x' }).expect(404)).body.msg).toBe(
        '文件不存在',
      );
      const long = await t.adminCall('save_media_alt', token, { id, alt: '图'.repeat(201) }).expect(422);
      expect(errorFields(long.body.data.errors)).toEqual(['alt']);
      await t.adminCall('save_media_alt', token, { id, alt: 'a\u0000b' }).expect(422);
      await t.adminCall('save_media_alt', token, { id }).expect(422);
    });
  });
});
