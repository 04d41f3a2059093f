import type { AuditEntry, Page } from '@site/contract';
import { AuditService } from '../src/modules/audit/audit.service';
import { adminSave, createNews } from './support/content-factories';
import { createDownloadCate, createSet, editorToken } from './support/site-factories';
import { createTestApp, TestApp, TEST_ADMIN } from './support/test-app';
import { testDatabases } from './support/test-database';

describe.each(testDatabases())('audit log on %s', (kind) => {
  let t: TestApp;
  let superToken: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    superToken = await t.login();
    editor = await editorToken(t);
  });
  afterAll(() => t.close());

  const auditList = async (body: object): Promise<Page<AuditEntry>> => {
    const res = await t.adminCall('get_audit_list', superToken, body);
    expect(res.body).toMatchObject({ code: 0 });
    return res.body.data as Page<AuditEntry>;
  };

  it('records a create, an update with its changed field names, a status change and a delete, newest first', async () => {
    const news = await createNews(t, superToken, { title: '审计新闻' });
    await t
      .adminCall('save_news', superToken, { id: news.id, summary: '新摘要', content: '<p>新</p>' })
      .set('user-agent', 'audit-test-agent')
      .expect(200);
    await t.adminCall('del_news', superToken, { id: news.id }).expect(200);

    const page = await auditList({ family: 'news', limit: 100 });
    const mine = page.list.filter((entry) => entry.target_id === news.id);
    expect(mine.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(mine[1]).toMatchObject({
      username: TEST_ADMIN.username,
      role: 'super',
      title: '审计新闻',
      user_agent: 'audit-test-agent',
      fields: expect.arrayContaining(['summary', 'content']),
    });
    expect(mine[1].fields).not.toContain('title');
    expect(mine[1].ip).not.toBe('');
  });

  it('records an admin account change by field names only, never the password', async () => {
    const username = `audited_${process.pid}`;
    await t
      .adminCall('save_admin', superToken, { username, password: 'Secret-pass-1', role: 'editor', status: 1 })
      .expect(200);
    const page = await auditList({ family: 'admins', action: 'create' });
    const entry = page.list.find((item) => item.title === username);
    expect(entry?.fields).toContain('password');
    expect(JSON.stringify(page)).not.toContain('Secret-pass-1');
    expect(JSON.stringify(page)).not.toContain('$argon2');
  });

  it('records settings and category changes, and filters by actor, action and time', async () => {
    await createSet(t, superToken, { key: `audit_${process.pid}` });
    await createDownloadCate(t, editor, { name: '审计分类' });
    const byEditor = await auditList({ actor: (await whoIs(editor)).username });
    // Newest first: the category, then the editor's sign-in (sign-ins are audited too, with no family).
    expect(byEditor.list.map((entry) => [entry.action, entry.family, entry.role])).toEqual([
      ['create', 'download-cates', 'editor'],
      ['login', '', 'editor'],
    ]);
    const settings = await auditList({ family: 'settings', action: 'create' });
    expect(settings.total).toBeGreaterThanOrEqual(1);
    const future = new Date(t.clock.now().getTime() + 3600_000).toISOString();
    expect((await auditList({ from: future })).total).toBe(0);
    expect((await auditList({ to: future })).total).toBeGreaterThan(0);
  });

  it('is for super admins only and checks its filters', async () => {
    expect((await t.adminCall('get_audit_list', editor, {})).body.code).toBe(403);
    expect((await t.adminCall('get_audit_list', superToken, { action: 'nonsense' })).body.code).toBe(422);
    expect((await t.adminCall('get_audit_list', superToken, { from: 'yesterday' })).body.code).toBe(422);
  });

  it('keeps entries AUDIT_KEEP_DAYS days', async () => {
    await createNews(t, superToken);
    const before = (await auditList({})).total;
    t.clock.advance(366 * 24 * 3600_000);
    await t.app.get(AuditService).purgeExpired();
    t.clock.advance(-366 * 24 * 3600_000);
    expect((await auditList({})).total).toBe(0);
    expect(before).toBeGreaterThan(0);
  });

  async function whoIs(token: string): Promise<{ username: string }> {
    return adminSave<{ username: string }>(t, 'get_adm_info', token, {});
  }
});
