import type { Download, DownloadCate } from '@site/contract';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DownloadCateEntity } from '../src/modules/downloads/download-cate.entity';
import { DownloadEntity } from '../src/modules/downloads/download.entity';
import { BAD_URLS } from './support/content-factories';
import {
  createDownload,
  createDownloadCate,
  downloadCateFields,
  downloadFields,
  editorToken,
  emptyTables,
  textOf,
} from './support/site-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { ISO_TIME, errorFields } from './support/assertions';

/** 5 GiB: beyond 32 bits, so only a BIGINT column keeps it. */
const BIG_FILE = 5 * 1024 ** 3;
/** The distinct fields a 422 answer names. */

describe.each(testDatabases())('downloads on %s', (kind) => {
  let t: TestApp;
  let superToken: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    superToken = await t.login();
    editor = await editorToken(t);
  });
  afterAll(() => t.close());
  beforeEach(() => emptyTables(t, [DownloadEntity, DownloadCateEntity]));

  const list = (call: string, body: object = {}, token = superToken, lang = 'cn') =>
    t.adminCall(call, token, body).set('lang', lang);

  describe('public get_download', () => {
    it('groups visible downloads by category (sort asc, id desc), leaving out empty categories', async () => {
      const last = await createDownloadCate(t, editor, { sort: 2 });
      const older = await createDownloadCate(t, editor, { sort: 1 });
      const newer = await createDownloadCate(t, editor, { sort: 1 });
      await createDownloadCate(t, editor, { sort: 0 }); // no downloads at all
      const onlyHidden = await createDownloadCate(t, editor, { sort: 0 });
      await createDownload(t, editor, onlyHidden.id, { status: 0 });
      const l1 = await createDownload(t, editor, last.id, { sort: 1 });
      const l2 = await createDownload(t, editor, last.id, { sort: 0 });
      const l3 = await createDownload(t, editor, last.id, { sort: 0 });
      await createDownload(t, editor, last.id, { sort: -5, status: 0 });
      const o1 = await createDownload(t, editor, older.id, { file_size: BIG_FILE });
      const n1 = await createDownload(t, editor, newer.id);

      const res = await t.publicCall('get_download').expect(200);

      expect(res.body).toEqual({
        code: 0,
        msg: expect.any(String),
        data: {
          list: [
            { cate: { id: newer.id, name: newer.name }, items: [n1] },
            { cate: { id: older.id, name: older.name }, items: [o1] },
            { cate: { id: last.id, name: last.name }, items: [l3, l2, l1] },
          ],
        },
      });
      expect(res.body.data.list[1].items[0].file_size).toBe(BIG_FILE);
    });

    it('answers an empty list when there is nothing to download', async () => {
      const res = await t.publicCall('get_download').expect(200);
      expect(res.body.data).toEqual({ list: [] });
    });

    it('shows only the categories and downloads of the lang header', async () => {
      const cn = await createDownloadCate(t, editor);
      const cnItem = await createDownload(t, editor, cn.id);
      const en = await createDownloadCate(t, editor, {}, 'en');
      const enItem = await createDownload(t, editor, en.id, {}, 'en');

      const cnRes = await t.publicCall('get_download').expect(200);
      expect(cnRes.body.data.list).toEqual([{ cate: { id: cn.id, name: cn.name }, items: [cnItem] }]);
      const enRes = await t.publicCall('get_download').set('lang', 'en').expect(200);
      expect(enRes.body.data.list).toEqual([{ cate: { id: en.id, name: en.name }, items: [enItem] }]);
      expect(enItem.lang).toBe('en');
    });

    it('refuses a call without or with a wrong hourly token (403), and an unknown lang (400)', async () => {
      await t.http.post('/api/get_download').set('lang', 'cn').send({}).expect(403);
      await t.http.post('/api/get_download').set('token', 'f'.repeat(64)).send({}).expect(403);
      const res = await t.publicCall('get_download').set('lang', 'xx').expect(400);
      expect(res.body.code).toBe(400);
    });
  });

  describe('public count_download (extension)', () => {
    it('counts every click atomically and answers the new count, without touching updated_at', async () => {
      const cate = await createDownloadCate(t, editor);
      const item = await createDownload(t, editor, cate.id);
      // An old updated_at, so a bump by the counter could not hide inside the same second.
      const edited = new Date('2026-01-02T03:04:05.000Z');
      await t.dataSource.getRepository(DownloadEntity).update(item.id, { updated_at: edited });

      const once = await t.publicCall('count_download', { id: item.id }).expect(200);
      expect(once.body).toEqual({ code: 0, msg: expect.any(String), data: { download_count: 1 } });
      const clicks = await Promise.all(
        Array.from({ length: 10 }, () => t.publicCall('count_download', { id: item.id })),
      );
      expect(clicks.map((res) => res.body.code)).toEqual(Array(10).fill(0));
      expect(Math.max(...clicks.map((res) => res.body.data.download_count))).toBe(11);

      const [row] = (await list('get_download_list', { ids: [item.id] }).expect(200)).body.data.list;
      expect(row).toEqual({ ...item, download_count: 11, updated_at: edited.toISOString() });
    });

    it('answers 404 for a hidden, missing or other-language download, and counts nothing', async () => {
      const cate = await createDownloadCate(t, editor);
      const hidden = await createDownload(t, editor, cate.id, { status: 0 });
      const enCate = await createDownloadCate(t, editor, {}, 'en');
      const english = await createDownload(t, editor, enCate.id, {}, 'en');

      for (const id of [hidden.id, english.id, 999_999]) {
        const res = await t.publicCall('count_download', { id }).expect(404);
        expect(res.body).toEqual({ code: 404, msg: '下载不存在', error: 'NOT_FOUND', data: null });
      }
      const rows = (await list('get_download_list', { ids: [hidden.id] }).expect(200)).body.data.list;
      expect(rows[0].download_count).toBe(0);
      await t.publicCall('count_download', { id: english.id }).set('lang', 'en').expect(200);
    });

    it('validates the id (422) and needs the hourly token (403)', async () => {
      const missing = await t.publicCall('count_download', {}).expect(422);
      expect(missing.body.data.errors[0].field).toBe('id');
      await t.publicCall('count_download', { id: 0 }).expect(422);
      await t.publicCall('count_download', { id: 'abc' }).expect(422);
      await t.http.post('/api/count_download').send({ id: 1 }).expect(403);
    });
  });

  describe('adm/save_download', () => {
    it('creates a download in the lang of the header and answers it as the list shows it', async () => {
      const cate = await createDownloadCate(t, editor);
      const fields = downloadFields(cate.id, { file_size: BIG_FILE, sort: 3 });

      const res = await t.adminCall('save_download', editor, fields).set('lang', 'en');
      // The category is a cn one: an en download cannot use it.
      expect(res.status).toBe(422);
      expect(res.body.data.errors).toEqual([{ field: 'cate_id', message: '下载分类不存在' }]);

      const saved = await t.adminCall('save_download', editor, fields).expect(200);
      expect(saved.body.data).toEqual({
        ...fields,
        id: expect.any(Number),
        lang: 'cn',
        download_count: 0,
        created_at: ISO_TIME,
        updated_at: ISO_TIME,
        version: 1,
      });
      expect(typeof saved.body.data.file_size).toBe('number');
      const listed = await list('get_download_list').expect(200);
      expect(listed.body.data).toEqual({ list: [saved.body.data], total: 1, page: 1, limit: 10 });
    });

    it('ignores fields a client may not write (download_count, lang, times)', async () => {
      const cate = await createDownloadCate(t, editor);
      const sneaky = {
        download_count: 500,
        lang: 'en',
        created_at: '2000-01-01T00:00:00.000Z',
        updated_at: '2000-01-01T00:00:00.000Z',
      };
      const created = (await t.adminCall('save_download', editor, downloadFields(cate.id, sneaky)).expect(200)).body
        .data;
      expect(created).toMatchObject({ download_count: 0, lang: 'cn' });
      expect(created.created_at).not.toBe(sneaky.created_at);

      const updated = await t
        .adminCall('save_download', editor, { id: created.id, ...sneaky, title: '改名' })
        .expect(200);
      expect(updated.body.data).toMatchObject({ id: created.id, title: '改名', download_count: 0, lang: 'cn' });
      expect(updated.body.data.created_at).toBe(created.created_at);
    });

    it('updates only the fields sent and moves a download to another category', async () => {
      const cate = await createDownloadCate(t, editor);
      const other = await createDownloadCate(t, editor);
      const item = await createDownload(t, editor, cate.id);

      const res = await t.adminCall('save_download', editor, { id: item.id, cate_id: other.id, status: 0 }).expect(200);
      expect(res.body.data).toEqual({
        ...item,
        cate_id: other.id,
        status: 0,
        updated_at: ISO_TIME,
        version: item.version + 1,
      });
    });

    it('answers 404 when updating a missing or other-language download', async () => {
      const enCate = await createDownloadCate(t, editor, {}, 'en');
      const english = await createDownload(t, editor, enCate.id, {}, 'en');
      for (const id of [english.id, 999_999]) {
        const res = await t.adminCall('save_download', editor, { id, title: '改' }).expect(404);
        expect(res.body).toEqual({ code: 404, msg: '下载不存在', error: 'NOT_FOUND', data: null });
      }
    });

    it.each([
      ['no cate_id', 'cate_id', { cate_id: undefined }],
      ['a missing category', 'cate_id', { cate_id: 999_999 }],
      ['cate_id 0', 'cate_id', { cate_id: 0 }],
      ['no title', 'title', { title: undefined }],
      ['a blank title', 'title', { title: '   ' }],
      ['a title of 201 characters', 'title', { title: textOf(201) }],
      ['a description of 1001 characters', 'description', { description: textOf(1001) }],
      ['no file_url', 'file_url', { file_url: undefined }],
      ['an empty file_url', 'file_url', { file_url: '' }],
      ['a file_url over 500 characters', 'file_url', { file_url: `https://example.com/${'a'.repeat(500)}` }],
      ...BAD_URLS.map(
        (file_url) => [`file_url ${file_url}`, 'file_url', { file_url }] as [string, string, Record<string, unknown>],
      ),
      ['a file_name of 256 characters', 'file_name', { file_name: textOf(256) }],
      ['a negative file_size', 'file_size', { file_size: -1 }],
      ['a file_size over 2^53 - 1', 'file_size', { file_size: 2 ** 53 }],
      ['status 2', 'status', { status: 2 }],
      ['a sort beyond the column', 'sort', { sort: 2_000_000_000 }],
    ])('refuses %s with 422', async (_label, field, overrides) => {
      const cate = await createDownloadCate(t, editor);
      const res = await t.adminCall('save_download', editor, downloadFields(cate.id, overrides)).expect(422);
      expect(res.body.code).toBe(422);
      expect(errorFields(res.body.data.errors)).toEqual([field]);
      const rows = await list('get_download_list').expect(200);
      expect(rows.body.data.total).toBe(0);
    });

    it('accepts the limits themselves', async () => {
      const cate = await createDownloadCate(t, editor);
      const fields = downloadFields(cate.id, {
        title: textOf(200),
        description: textOf(1000),
        file_name: textOf(255),
        file_size: Number.MAX_SAFE_INTEGER,
        file_url: 'https://cdn.example.com/files/手册.pdf?v=2',
      });
      const res = await t.adminCall('save_download', editor, fields).expect(200);
      expect(res.body.data).toMatchObject(fields);
    });

    it('answers 422 for a field of the wrong type', async () => {
      const cate = await createDownloadCate(t, editor);
      const res = await t.adminCall('save_download', editor, downloadFields(cate.id, { file_size: 'big' })).expect(422);
      expect(res.body.code).toBe(422);
      await t.adminCall('save_download', editor, downloadFields(cate.id, { title: null })).expect(422);
    });

    it('maps a category deleted between the check and the write to 422 (the foreign key catches it)', async () => {
      const cates = t.app.get<Repository<DownloadCateEntity>>(getRepositoryToken(DownloadCateEntity));
      const exists = jest.spyOn(cates, 'existsBy').mockResolvedValueOnce(true);
      const res = await t.adminCall('save_download', editor, downloadFields(999_999)).expect(422);
      exists.mockRestore();
      expect(res.body.data.errors).toEqual([{ field: 'cate_id', message: '下载分类不存在' }]);
    });
  });

  describe('adm/get_download_list', () => {
    let items: Download[];
    let cateA: DownloadCate;
    beforeEach(async () => {
      cateA = await createDownloadCate(t, editor);
      const cateB = await createDownloadCate(t, editor);
      items = [
        await createDownload(t, editor, cateA.id, { title: '安装手册', sort: 2, file_size: 30 }),
        await createDownload(t, editor, cateA.id, { description: '包含安装步骤', sort: 1, file_size: 10, status: 0 }),
        await createDownload(t, editor, cateB.id, { file_name: 'install-guide.zip', sort: 1, file_size: BIG_FILE }),
        await createDownload(t, editor, cateB.id, { title: '价格表', sort: 0, file_size: 20 }),
      ];
    });

    it('orders by sort asc, then id desc, and pages', async () => {
      const page1 = await list('get_download_list', { page: 1, limit: 3 }).expect(200);
      expect(page1.body.data).toEqual({ list: [items[3], items[2], items[1]], total: 4, page: 1, limit: 3 });
      const page2 = await list('get_download_list', { page: 2, limit: 3 }).expect(200);
      expect(page2.body.data.list).toEqual([items[0]]);
    });

    it('filters by cate_id, status, keyword (title, description, file name) and ids', async () => {
      const byCate = await list('get_download_list', { cate_id: cateA.id }).expect(200);
      expect(byCate.body.data.list).toEqual([items[1], items[0]]);
      const hidden = await list('get_download_list', { status: 0 }).expect(200);
      expect(hidden.body.data.list).toEqual([items[1]]);
      const keyword = await list('get_download_list', { keyword: '安装' }).expect(200);
      expect(keyword.body.data.list).toEqual([items[1], items[0]]);
      const fileName = await list('get_download_list', { keyword: 'install-guide' }).expect(200);
      expect(fileName.body.data.list).toEqual([items[2]]);
      const ids = await list('get_download_list', { ids: [items[0].id, items[3].id] }).expect(200);
      expect(ids.body.data.list).toEqual([items[3], items[0]]);
    });

    it('sorts by a whitelisted field (file_size as a number) and refuses others with 400', async () => {
      const bySize = await list('get_download_list', { sort: 'file_size', order: 'desc' }).expect(200);
      expect(bySize.body.data.list.map((row: Download) => row.file_size)).toEqual([BIG_FILE, 30, 20, 10]);
      for (const sort of ['lang', 'description', 'file_url', 'title; DROP TABLE downloads']) {
        const res = await list('get_download_list', { sort }).expect(400);
        expect(res.body.code).toBe(400);
      }
    });

    it('lists only the rows of the lang header', async () => {
      const res = await list('get_download_list', {}, superToken, 'en').expect(200);
      expect(res.body.data).toEqual({ list: [], total: 0, page: 1, limit: 10 });
    });
  });

  describe('adm/del_download', () => {
    it('deletes by id or ids within the lang and answers the count', async () => {
      const cate = await createDownloadCate(t, editor);
      const [a, b, c] = [
        await createDownload(t, editor, cate.id),
        await createDownload(t, editor, cate.id),
        await createDownload(t, editor, cate.id),
      ];
      const enCate = await createDownloadCate(t, editor, {}, 'en');
      const english = await createDownload(t, editor, enCate.id, {}, 'en');

      const one = await t.adminCall('del_download', editor, { id: a.id }).expect(200);
      expect(one.body.data).toEqual({ deleted: 1 });
      const many = await t.adminCall('del_download', editor, { ids: [b.id, english.id, 999_999] }).expect(200);
      expect(many.body.data).toEqual({ deleted: 1 });
      expect((await list('get_download_list').expect(200)).body.data.list).toEqual([c]);
      expect((await list('get_download_list', {}, superToken, 'en').expect(200)).body.data.list).toEqual([english]);
      await t.adminCall('del_download', editor, {}).expect(422);
    });
  });

  describe('categories', () => {
    it('creates, lists (sort asc, id desc, keyword on name) and updates categories', async () => {
      const fields = downloadCateFields({ name: '软件下载', sort: 1 });
      const created = (await t.adminCall('save_download_cate', editor, fields).expect(200)).body.data;
      expect(created).toEqual({
        ...fields,
        id: expect.any(Number),
        lang: 'cn',
        created_at: ISO_TIME,
        updated_at: ISO_TIME,
        version: 1,
      });
      const second = await createDownloadCate(t, editor, { sort: 1 });
      const first = await createDownloadCate(t, editor, { sort: 0 });

      const all = await list('get_download_cate_list').expect(200);
      expect(all.body.data).toEqual({ list: [first, second, created], total: 3, page: 1, limit: 10 });
      const found = await list('get_download_cate_list', { keyword: '软件' }).expect(200);
      expect(found.body.data.list).toEqual([created]);
      const byName = await list('get_download_cate_list', { sort: 'name', order: 'asc', ids: [created.id] }).expect(
        200,
      );
      expect(byName.body.data.list).toEqual([created]);
      await list('get_download_cate_list', { sort: 'lang' }).expect(400);

      const renamed = await t.adminCall('save_download_cate', editor, { id: created.id, name: '工具下载' }).expect(200);
      expect(renamed.body.data).toEqual({
        ...created,
        name: '工具下载',
        updated_at: ISO_TIME,
        version: created.version + 1,
      });
      expect((await list('get_download_cate_list', {}, superToken, 'en').expect(200)).body.data.total).toBe(0);
    });

    it.each([
      ['no name', 'name', { name: undefined }],
      ['a blank name', 'name', { name: ' ' }],
      ['a name of 101 characters', 'name', { name: textOf(101) }],
      ['a sort beyond the column', 'sort', { sort: -2_000_000_000 }],
    ])('refuses %s with 422', async (_label, field, overrides) => {
      const res = await t.adminCall('save_download_cate', editor, downloadCateFields(overrides)).expect(422);
      expect(errorFields(res.body.data.errors)).toEqual([field]);
    });

    it('answers 404 when updating a missing or other-language category', async () => {
      const english = await createDownloadCate(t, editor, {}, 'en');
      for (const id of [english.id, 999_999]) {
        const res = await t.adminCall('save_download_cate', editor, { id, name: '改' }).expect(404);
        expect(res.body).toEqual({ code: 404, msg: '下载分类不存在', error: 'NOT_FOUND', data: null });
      }
    });

    it('refuses to delete a category that still has downloads (409), deleting nothing', async () => {
      const used = await createDownloadCate(t, editor);
      const empty = await createDownloadCate(t, editor);
      const item = await createDownload(t, editor, used.id, { status: 0 });

      const res = await t.adminCall('del_download_cate', editor, { ids: [empty.id, used.id] }).expect(409);
      expect(res.body).toEqual({
        code: 409,
        msg: '分类下还有下载文件，请先删除或移走这些文件',
        error: 'CONFLICT',
        data: null,
      });
      expect((await list('get_download_cate_list').expect(200)).body.data.total).toBe(2);

      await t.adminCall('del_download', editor, { id: item.id }).expect(200);
      const done = await t.adminCall('del_download_cate', editor, { ids: [empty.id, used.id] }).expect(200);
      expect(done.body.data).toEqual({ deleted: 2 });
    });

    it('deletes only categories of the lang header', async () => {
      const english = await createDownloadCate(t, editor, {}, 'en');
      const res = await t.adminCall('del_download_cate', editor, { id: english.id }).expect(200);
      expect(res.body.data).toEqual({ deleted: 0 });
    });
  });

  describe('access', () => {
    it.each([
      'get_download_list',
      'save_download',
      'del_download',
      'get_download_cate_list',
      'save_download_cate',
      'del_download_cate',
    ])('adm/%s needs an access token (401)', async (call) => {
      const res = await t.http.post(`/api/adm/${call}`).set('lang', 'cn').send({ id: 1 }).expect(401);
      expect(res.body).toEqual({ code: 401, msg: expect.any(String), error: 'ACCESS_TOKEN_INVALID', data: null });
      await t.adminCall(call, 'not-a-token', { id: 1 }).expect(401);
    });

    it('documents every call in OpenAPI, count_download as an extension of the contract', async () => {
      const doc = (await t.http.get('/api/docs-json').expect(200)).body;
      for (const call of ['get_download', 'count_download', 'adm/get_download_list', 'adm/del_download_cate']) {
        expect(doc.paths[`/api/${call}`].post.responses['200']).toBeDefined();
      }
      expect(doc.paths['/api/count_download'].post.summary).toContain('contract extension');
    });

    it('lets an editor and a super admin manage downloads', async () => {
      await list('get_download_list', {}, editor).expect(200);
      await list('get_download_cate_list', {}, superToken).expect(200);
    });
  });
});
