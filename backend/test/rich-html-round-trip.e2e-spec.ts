import type { News } from '@site/contract';
import { KEPT_AS_WRITTEN } from '../src/common/sanitize/rich-html.editor-samples';
import { createNews } from './support/content-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

/**
 * What is typed is what is stored: every kind of HTML the editor's toolbar makes (code blocks with their
 * indentation, formulas, lists, colours, embeds…) goes through the API's sanitiser and the database unchanged, and
 * is what the admin and the public read back.
 */
describe.each(testDatabases())('rich text stored as sent on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: '2026-11-21T08:00:00.000Z' });
    admin = await t.login();
  });
  afterAll(() => t.close());

  it.each(KEPT_AS_WRITTEN)('%s', async (_name, html) => {
    const saved = await createNews(t, admin, { content: html, publish_time: '2026-11-20T08:00:00.000Z' });
    const [row] = (await t.dataSource.query('SELECT content FROM news WHERE id = ?', [saved.id])) as Array<
      Pick<News, 'content'>
    >;
    expect(row.content).toBe(html);
    const read = await t.publicCall('get_news_detail', { id: saved.id }).expect(200);
    expect((read.body.data as News).content).toBe(html);
  });
});
