import type { Page, Revision, RevisionSummary } from '@site/contract';
import { RevisionEntity } from '../src/modules/revisions/revision.entity';
import { adminSave, createNews } from './support/content-factories';
import { createDownload, createDownloadCate, createSet, editorToken } from './support/site-factories';
import { createTestApp, TestApp, TEST_ADMIN } from './support/test-app';
import { testDatabases } from './support/test-database';

const DAY_MS = 24 * 3600 * 1000;

describe.each(testDatabases())('revisions on %s', (kind) => {
  let t: TestApp;
  let superToken: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { REVISION_KEEP: '3' } });
    superToken = await t.login();
    editor = await editorToken(t);
  });
  afterAll(() => t.close());

  const revisionsOf = (family: string, id: number, token = superToken) =>
    adminSave<Page<RevisionSummary>>(t, 'get_revision_list', token, { family, id, limit: 100 });

  it('stores a revision per save, status change and delete, newest first, with author and changed fields', async () => {
    const news = await createNews(t, superToken, { title: '版本一' });
    await adminSave(t, 'save_news', editor, { id: news.id, title: '版本二', summary: '新摘要' });
    const page = await revisionsOf('news', news.id);
    expect(page.total).toBe(2);
    expect(page.list[0]).toMatchObject({
      family: 'news',
      item_id: news.id,
      version: 2,
      action: 'update',
      title: '版本二',
      fields: expect.arrayContaining(['title', 'summary']),
    });
    expect(page.list[0].fields).not.toContain('content');
    expect(page.list[1]).toMatchObject({ version: 1, action: 'create', username: TEST_ADMIN.username });
    const first = await adminSave<Revision>(t, 'get_revision', superToken, { id: page.list[1].id });
    expect(first.snapshot).toMatchObject({ id: news.id, title: '版本一' });
  });

  it('restores a revision as a new one, and the public page shows it', async () => {
    const news = await createNews(t, superToken, { title: '原来的标题', content: '<p>原文</p>' });
    await adminSave(t, 'save_news', superToken, { id: news.id, title: '改坏的标题', content: '<p>改坏</p>' });
    const [, original] = (await revisionsOf('news', news.id)).list;

    const restored = await adminSave<RevisionSummary>(t, 'restore_revision', superToken, { id: original.id });
    expect(restored).toMatchObject({ action: 'restore', version: 3, fields: expect.arrayContaining(['title']) });
    const detail = await t.publicCall('get_news_detail', { id: news.id }).expect(200);
    expect(detail.body.data).toMatchObject({ title: '原来的标题', content: '<p>原文</p>', version: 3 });
    expect((await revisionsOf('news', news.id)).total).toBe(3);
    // The keyword index follows the restore.
    const found = await t.publicCall('get_news_list', { keyword: '原来的标题' }).expect(200);
    expect(found.body.data.list.map((item: { id: number }) => item.id)).toContain(news.id);
  });

  it('brings a deleted item back from its last revision, listed in 最近删除 until then', async () => {
    const cate = await createDownloadCate(t, editor, { name: '将被删除' });
    const download = await createDownload(t, editor, cate.id, { title: '删除后恢复' });
    await t.adminCall('del_download', editor, { id: download.id }).expect(200);
    await t.publicCall('get_download').expect(200);

    const deleted = await adminSave<Page<RevisionSummary>>(t, 'get_deleted_list', editor, { family: 'downloads' });
    const entry = deleted.list.find((item) => item.item_id === download.id);
    expect(entry).toMatchObject({ action: 'delete', title: '删除后恢复' });

    await adminSave(t, 'restore_revision', editor, { id: entry!.id });
    const listed = await adminSave<Page<{ id: number; title: string; version: number }>>(
      t,
      'get_download_list',
      editor,
      { ids: [download.id] },
    );
    expect(listed.list).toEqual([expect.objectContaining({ id: download.id, title: '删除后恢复', version: 2 })]);
    const after = await adminSave<Page<RevisionSummary>>(t, 'get_deleted_list', editor, { family: 'downloads' });
    expect(after.list.find((item) => item.item_id === download.id)).toBeUndefined();
  });

  it('refuses to restore a download whose category is gone (409), and restores the category first', async () => {
    const cate = await createDownloadCate(t, editor);
    const download = await createDownload(t, editor, cate.id);
    await t.adminCall('del_download', editor, { id: download.id }).expect(200);
    await t.adminCall('del_download_cate', editor, { id: cate.id }).expect(200);
    const deleted = await adminSave<Page<RevisionSummary>>(t, 'get_deleted_list', editor, {});
    const ofDownload = deleted.list.find((item) => item.family === 'downloads' && item.item_id === download.id)!;
    const ofCate = deleted.list.find((item) => item.family === 'download-cates' && item.item_id === cate.id)!;
    expect((await t.adminCall('restore_revision', editor, { id: ofDownload.id })).body.code).toBe(409);
    await adminSave(t, 'restore_revision', editor, { id: ofCate.id });
    await adminSave(t, 'restore_revision', editor, { id: ofDownload.id });
  });

  it('keeps settings revisions for super admins only', async () => {
    const set = await createSet(t, superToken);
    expect((await t.adminCall('get_revision_list', editor, { family: 'settings', id: set.id })).body.code).toBe(403);
    expect((await revisionsOf('settings', set.id)).total).toBe(1);
  });

  it('keeps REVISION_KEEP per item plus every revision of the last 30 days', async () => {
    const news = await createNews(t, superToken);
    for (let i = 0; i < 4; i++) await adminSave(t, 'save_news', superToken, { id: news.id, sort: i });
    expect((await revisionsOf('news', news.id)).total).toBe(5);
    // Age them: only the newest 3 of those older than 30 days stay after the next save.
    await t.dataSource
      .getRepository(RevisionEntity)
      .update({ family: 'news', item_id: news.id }, { created_at: new Date(t.clock.now().getTime() - 31 * DAY_MS) });
    await adminSave(t, 'save_news', superToken, { id: news.id, sort: 9 });
    const kept = await revisionsOf('news', news.id);
    expect(kept.list.map((item) => item.version)).toEqual([6, 5, 4]);
  });

  it('checks family and id, and answers 404 for an unknown revision', async () => {
    expect((await t.adminCall('get_revision_list', editor, { family: 'admins', id: 1 })).body.code).toBe(422);
    expect((await t.adminCall('get_revision_list', editor, { family: 'news' })).body.code).toBe(422);
    expect((await t.adminCall('get_revision', editor, { id: 999999 })).body.code).toBe(404);
    expect((await t.adminCall('restore_revision', editor, { id: 999999 })).body.code).toBe(404);
  });
});
