import { ObjectLiteral, Repository } from 'typeorm';
import { DownloadEntity } from '../src/modules/downloads/download.entity';
import { NewsEntity } from '../src/modules/news/news.entity';
import { adminSave, createNews } from './support/content-factories';
import { createDownload, createDownloadCate, editorToken } from './support/site-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

/**
 * A visitor's view or download counted while an admin save is under way: the save must keep it. The visitor is
 * made to land at the worst moment, right after any read of the row the save makes (in the save's transaction, on
 * a repository of its own); the count is not awaited there, as no visitor waits for a save. Answers the counts.
 */
function countWhileSaving<E extends ObjectLiteral>(repo: Repository<E>, id: number, counter: string) {
  const read = Repository.prototype.findOneBy;
  const counts: Array<Promise<unknown>> = [];
  jest.spyOn(Repository.prototype, 'findOneBy').mockImplementation(async function (this: Repository<E>, where) {
    const row = await read.call(this, where);
    if (this.target === repo.target) counts.push(repo.increment({ id } as never, counter, 1));
    return row;
  });
  return () => Promise.all(counts);
}

describe.each(testDatabases())('no lost updates on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await editorToken(t);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('keeps the views counted while an admin saves a news item, and writes only the fields sent', async () => {
    const news = await createNews(t, token, { summary: '原摘要' });
    const repo = t.dataSource.getRepository(NewsEntity);
    await repo.update({ id: news.id }, { views: 10 });
    const counted = countWhileSaving(repo, news.id, 'views');

    await adminSave(t, 'save_news', token, { id: news.id, title: '新标题' });
    await counted();

    jest.restoreAllMocks();
    const stored = await repo.findOneByOrFail({ id: news.id });
    expect(stored.views).toBeGreaterThanOrEqual(11);
    expect({ title: stored.title, summary: stored.summary }).toEqual({ title: '新标题', summary: '原摘要' });
  });

  it('keeps the downloads counted while an admin saves a download', async () => {
    const cate = await createDownloadCate(t, token);
    const download = await createDownload(t, token, cate.id);
    const repo = t.dataSource.getRepository(DownloadEntity);
    await repo.update({ id: download.id }, { download_count: 7 });
    const counted = countWhileSaving(repo, download.id, 'download_count');

    await adminSave(t, 'save_download', token, { id: download.id, title: '新资料' });
    await counted();

    jest.restoreAllMocks();
    expect((await repo.findOneByOrFail({ id: download.id })).download_count).toBeGreaterThanOrEqual(8);
  });
});
