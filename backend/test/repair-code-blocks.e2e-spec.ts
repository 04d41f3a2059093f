import type { Page, RevisionSummary } from '@site/contract';
import { runAdminCommand } from '../src/cli/admin-commands';
import { adminSave, createCase, createNews } from './support/content-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const codeBlock = (...lines: string[]) =>
  '<div class="ql-code-block-container" spellcheck="false">' +
  lines.map((line) => `<div class="ql-code-block" data-language="sql">${line || '<br>'}</div>`).join('') +
  '</div>';

const ORIGINAL = `<p>查询：</p>${codeBlock('SELECT id,', '       title', '  FROM news', '', '\tWHERE a &lt; 1')}`;
/** What a save after opening the item in the old editor stored: the same code, its whitespace collapsed. */
const DAMAGED = `<p>查询：</p>${codeBlock('SELECT id,', 'title', 'FROM news', '', 'WHERE a &lt; 1')}`;

describe.each(testDatabases())('npm run admin -- repair-code-blocks on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login();
  });
  afterAll(() => t.close());

  const revisionsOf = (family: string, id: number) =>
    adminSave<Page<RevisionSummary>>(t, 'get_revision_list', admin, { family, id, limit: 100 });

  it('restores code whose whitespace a save collapsed, as a new revision, and leaves real edits alone', async () => {
    const damagedNews = await createNews(t, admin, { title: '被压缩的 SQL', content: ORIGINAL });
    await adminSave(t, 'save_news', admin, { id: damagedNews.id, sort: 5, content: DAMAGED });
    const damagedCase = await createCase(t, admin, { title: '案例代码', content: ORIGINAL });
    await adminSave(t, 'save_case', admin, { id: damagedCase.id, content: DAMAGED });
    const edited = await createNews(t, admin, { title: '改过代码', content: ORIGINAL });
    const rewritten = DAMAGED.replace('title', 'name');
    await adminSave(t, 'save_news', admin, { id: edited.id, content: rewritten });
    const untouched = await createNews(t, admin, { title: '完好', content: ORIGINAL });

    const report = await runAdminCommand(t.app, ['repair-code-blocks']);

    expect(report).toContain(`news #${damagedNews.id}「被压缩的 SQL」content`);
    expect(report).toContain(`cases #${damagedCase.id}「案例代码」content`);
    expect(report).toContain('共修复 2 处');
    const detail = await t.publicCall('get_news_detail', { id: damagedNews.id }).expect(200);
    expect(detail.body.data).toMatchObject({ content: ORIGINAL, sort: 5, version: 3 });
    const [repair] = (await revisionsOf('news', damagedNews.id)).list;
    expect(repair).toMatchObject({ action: 'update', version: 3, username: 'npm run admin', fields: ['content'] });
    expect((await t.publicCall('get_news_detail', { id: edited.id })).body.data.content).toBe(rewritten);
    expect((await revisionsOf('news', untouched.id)).total).toBe(1);

    expect(await runAdminCommand(t.app, ['repair-code-blocks'])).toBe('没有代码块需要修复。');
  });
});
