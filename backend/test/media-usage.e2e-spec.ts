import type { MediaFile, MediaUsage, Page } from '@site/contract';
import { adminSave, createNews } from './support/content-factories';
import { createSet, editorToken } from './support/site-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { PNG_1X1, uploadPic } from './uploads-fixtures';

describe.each(testDatabases())('where each file is used on %s', (kind) => {
  let t: TestApp;
  let superToken: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    superToken = await t.login();
    editor = await editorToken(t);
  });
  afterAll(() => t.close());

  const upload = async (): Promise<MediaFile> => {
    const url = (await uploadPic(t, editor, PNG_1X1, 'pic.png').expect(200)).body.data as string;
    const page = await adminSave<Page<MediaFile>>(t, 'get_media_list', editor, { limit: 100 });
    return page.list.find((file) => file.url === url)!;
  };
  const usageOf = (url: string) => adminSave<MediaUsage[]>(t, 'get_media_usage', editor, { url });

  it('lists the items and settings that reference a file, and refuses to delete it (409 with the list)', async () => {
    const file = await upload();
    const news = await createNews(t, editor, { title: '带封面', cover: file.url });
    const set = await createSet(t, superToken, { key: `logo_${process.pid}`, value: `https://example.com${file.url}` });
    const inContent = await createNews(t, editor, { title: '正文引用', content: `<p><img src="${file.url}"></p>` });

    expect(await usageOf(file.url)).toEqual(
      expect.arrayContaining([
        { family: 'news', id: news.id, title: '带封面' },
        { family: 'news', id: inContent.id, title: '正文引用' },
        { family: 'settings', id: set.id, title: set.key },
      ]),
    );
    const refused = await t.adminCall('del_media', editor, { id: file.id }).expect(409);
    expect(refused.body.data.usage).toHaveLength(3);
  });

  it('answers only about uploaded files, and never names a private setting (no search of the site text)', async () => {
    const file = await upload();
    const secretText = `sk-live-${process.pid}-private-value`;
    const secret = await createSet(t, superToken, { is_public: 0, value: `${secretText} ${file.url}` });
    for (const token of [editor, superToken]) {
      const probe = await adminSave<MediaUsage[]>(t, 'get_media_usage', token, { url: secretText });
      expect(probe).toEqual([]);
      expect(await adminSave<MediaUsage[]>(t, 'get_media_usage', token, { url: file.url })).toEqual([]);
    }
    // Still in use: the refusal counts the private place without naming it.
    const refused = await t.adminCall('del_media', editor, { id: file.id }).expect(409);
    expect(refused.body.data).toEqual({ usage: [] });
    expect(refused.body.msg).toContain('1');
    await adminSave(t, 'del_set', superToken, { id: secret.id });
  });

  it('filters the library to files nothing current references (未使用)', async () => {
    const used = await upload();
    const unused = await upload();
    await createNews(t, editor, { cover: used.url });
    const page = await adminSave<Page<MediaFile>>(t, 'get_media_list', editor, { unused: true, limit: 100 });
    const urls = page.list.map((file) => file.url);
    expect(urls).toContain(unused.url);
    expect(urls).not.toContain(used.url);
  });

  it('deletes an unused file, and warns first when a revision still keeps it', async () => {
    const free = await upload();
    expect(await adminSave(t, 'del_media', editor, { id: free.id })).toEqual({ deleted: 1 });
    await t.http.get(free.url).expect(404);

    const kept = await upload();
    const news = await createNews(t, editor, { cover: kept.url });
    await adminSave(t, 'save_news', editor, { id: news.id, cover: '' });
    expect(await usageOf(kept.url)).toEqual([]);
    const warned = await t.adminCall('del_media', editor, { id: kept.id }).expect(409);
    expect(warned.body.data).toMatchObject({ usage: [], revisions: 1 });
    expect(await adminSave(t, 'del_media', editor, { id: kept.id, force: true })).toEqual({ deleted: 1 });
    await t.adminCall('del_media', editor, { id: kept.id }).expect(404);
  });

  it('checks its bodies', async () => {
    expect((await t.adminCall('get_media_usage', editor, {})).body.code).toBe(422);
    expect((await t.adminCall('del_media', editor, { id: 1, force: 'yes' })).body.code).toBe(422);
  });
});
