import { isDeepStrictEqual } from 'node:util';
import type { News, VersionConflict } from '@site/contract';
import { createAdmin } from './support/admin-accounts';
import { adminSave, createNews } from './support/content-factories';
import { createDownload, createDownloadCate, createSeo, editorToken } from './support/site-factories';
import { createTestApp, TestApp, TEST_ADMIN } from './support/test-app';
import { testDatabases } from './support/test-database';

describe.each(testDatabases())('no lost edits on %s', (kind) => {
  let t: TestApp;
  let superToken: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    superToken = await t.login();
    editor = await editorToken(t);
  });
  afterAll(() => t.close());

  it('answers 409 VERSION_CONFLICT with who saved when, for a save based on an older version', async () => {
    const news = await createNews(t, superToken);
    const saved = await adminSave<News>(t, 'save_news', superToken, { id: news.id, title: '先保存', version: 1 });
    expect(saved.version).toBe(2);

    const late = await t.adminCall('save_news', editor, { id: news.id, title: '后保存', version: 1 }).expect(409);
    expect(late.body).toMatchObject({
      code: 409,
      error: 'VERSION_CONFLICT',
      data: { current_version: 2, saved_by: TEST_ADMIN.username, saved_at: saved.updated_at },
    });
    const stored = await adminSave<{ list: News[] }>(t, 'get_news_list', superToken, { ids: [news.id] });
    expect(stored.list[0]).toMatchObject({ title: '先保存', version: 2 });
  });

  it('lets a save without a version overwrite, as existing clients do', async () => {
    const seo = await createSeo(t, editor);
    await adminSave(t, 'save_seo', editor, { id: seo.id, title: 'A', version: 1 });
    const overwritten = await adminSave<{ version: number }>(t, 'save_seo', editor, { id: seo.id, title: 'B' });
    expect(overwritten.version).toBe(3);
  });

  it('of two saves from one version, exactly one succeeds and one gets 409', async () => {
    const cate = await createDownloadCate(t, editor);
    const saves = await Promise.all(
      ['甲', '乙'].map((name) => t.adminCall('save_download_cate', editor, { id: cate.id, name, version: 1 })),
    );
    expect(saves.map((res) => res.body.code).sort()).toEqual([0, 409]);
  });

  it('names the save that won a race, so that the loser retried on its current_version is saved (50 races)', async () => {
    const other = await createAdmin(t, superToken);
    const writers = [
      { username: TEST_ADMIN.username, token: superToken },
      { username: other.username, token: await t.login(other.username, other.password) },
    ];
    const news = await createNews(t, superToken);
    let version = news.version;
    const lost: Array<{ race: number; told: unknown; won: unknown; retried: number }> = [];
    for (let race = 1; race <= 50; race++) {
      const saves = await Promise.all(
        writers.map(({ username, token }) =>
          t.adminCall('save_news', token, { id: news.id, title: `${username} ${race}`, version }),
        ),
      );
      expect(saves.map((res) => res.body.code).sort()).toEqual([0, 409]);
      const winner = saves.findIndex((res) => res.body.code === 0);
      const winning = saves[winner].body.data as News;
      const told = saves[1 - winner].body.data as VersionConflict;
      const won = {
        current_version: winning.version,
        saved_by: writers[winner].username,
        saved_at: winning.updated_at,
      };
      const retry = await t.adminCall('save_news', writers[1 - winner].token, {
        id: news.id,
        title: `重试 ${race}`,
        version: told.current_version,
      });
      if (!isDeepStrictEqual(told, won) || retry.body.code !== 0)
        lost.push({ race, told, won, retried: retry.body.code });
      // The next race starts from the item as stored, whatever this retry did.
      version = (await adminSave<{ list: News[] }>(t, 'get_news_list', superToken, { ids: [news.id] })).list[0].version;
    }
    expect(lost).toEqual([]);
  });

  it('under a burst of eight saves from one version, exactly one is stored and seven get 409', async () => {
    const news = await createNews(t, superToken);
    const titles = Array.from({ length: 8 }, (_, i) => `并发保存 ${i}`);
    const saves = await Promise.all(
      titles.map((title) => t.adminCall('save_news', editor, { id: news.id, title, version: 1 })),
    );
    const codes = saves.map((res) => res.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    const winner = titles[codes.indexOf(0)];
    const [stored] = (await adminSave<{ list: News[] }>(t, 'get_news_list', editor, { ids: [news.id] })).list;
    expect(stored).toMatchObject({ title: winner, version: 2 });
  });

  it('never moves the version for views or downloads, and moves it for a status change', async () => {
    const news = await createNews(t, superToken);
    await t.publicCall('get_news_detail', { id: news.id }).expect(200);
    await t.publicCall('get_news_detail', { id: news.id }).expect(200);
    const listed = await adminSave<{ list: News[] }>(t, 'get_news_list', superToken, { ids: [news.id] });
    expect(listed.list[0]).toMatchObject({ views: 2, version: 1 });
    const download = await createDownload(t, editor, (await createDownloadCate(t, editor)).id);
    await t.publicCall('count_download', { id: download.id }).expect(200);
    const counted = await adminSave<{ list: unknown[] }>(t, 'get_download_list', editor, { ids: [download.id] });
    expect(counted.list[0]).toMatchObject({ download_count: 1, version: 1 });
    const img = await adminSave<{ id: number; version: number }>(t, 'save_img', editor, {
      title: '图',
      group: 'banner',
      image: '/uploads/a.png',
    });
    const hidden = await adminSave<{ version: number }>(t, 'change_img_status', editor, { id: img.id, status: 0 });
    expect(hidden.version).toBe(img.version + 1);
  });

  it('never writes a version sent as a field, and checks its type', async () => {
    expect((await t.adminCall('save_news', editor, { title: 'x', version: 'one' })).body.code).toBe(422);
    const created = await adminSave<News>(t, 'save_news', editor, { title: 'x', version: 40 });
    expect(created.version).toBe(1);
  });
});
