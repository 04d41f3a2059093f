import { Header, type News, type PreviewLink } from '@site/contract';
import { adminSave, createCase, createImg, createNews, hoursFrom } from './support/content-factories';
import { createTestApp, secondInstance, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import request from 'supertest';

const NOW = '2026-11-21T08:00:00.000Z';

describe.each(testDatabases())('previews and the time machine on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  const linkFor = async (body: object): Promise<PreviewLink> =>
    adminSave<PreviewLink>(t, 'get_preview_link', admin, body);
  /** The grant of a preview link (its `preview` query parameter). */
  const grantOf = (link: PreviewLink) => new URL(link.url, 'http://site').searchParams.get('preview') ?? '';
  const previewCall = (call: string, grant: string, body: object = {}) =>
    t.publicCall(call, body).set(Header.PREVIEW, grant);
  const titles = (list: Array<{ title: string }>) => list.map((row) => row.title);
  const viewsOf = async (id: number) =>
    ((await t.adminCall('get_news_list', admin, { ids: [id] }).expect(200)).body.data.list as News[])[0].views;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      now: NOW,
      // No PREVIEW_SECRET: the key is the database's own, which a second process must find too.
      env: { PREVIEW_TTL_MINUTES: '30' },
    });
    admin = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(NOW);
    await t.dataSource.query('DELETE FROM news');
  });

  it('signs a link to the page of a draft, valid for PREVIEW_TTL_MINUTES', async () => {
    const draft = await createNews(t, admin, { title: '草稿', status: 0 });
    const link = await linkFor({ family: 'news', id: draft.id });
    expect(link.url).toMatch(new RegExp(`^/detail/${draft.id}\\?preview=[\\w-]+\\.[\\w-]+$`));
    expect(link.expires_at).toBe('2026-11-21T08:30:00.000Z');

    const time = await linkFor({ at: '2026-12-01T00:00:00Z' });
    expect(time.url).toMatch(/^\/\?preview=/);
  });

  it('validates the request: an item or a time, an item that exists, in the language the site shows', async () => {
    expect((await t.adminCall('get_preview_link', admin, {}).expect(422)).body.msg).toBeTruthy();
    await t.adminCall('get_preview_link', admin, { family: 'pages', id: 1 }).expect(422);
    await t.adminCall('get_preview_link', admin, { family: 'news' }).expect(422);
    await t.adminCall('get_preview_link', admin, { at: 'next monday' }).expect(422);
    const missing = await t.adminCall('get_preview_link', admin, { family: 'news', id: 999999 }).expect(404);
    expect(missing.body.msg).toBe('要预览的内容不存在');
    const english = await createNews(t, admin, { status: 0 }, 'en');
    await t.adminCall('get_preview_link', admin, { family: 'news', id: english.id }).set('lang', 'en').expect(400);
    // Admins only.
    await t.publicCall('adm/get_preview_link', { at: NOW }).expect(401);
  });

  it('shows a draft only with a valid signature: none, a tampered one or an expired one gets the usual 404', async () => {
    const draft = await createNews(t, admin, { title: '草稿', status: 0 });
    const grant = grantOf(await linkFor({ family: 'news', id: draft.id }));

    await t.publicCall('get_news_detail', { id: draft.id }).expect(404);
    expect((await previewCall('get_news_detail', grant, { id: draft.id }).expect(200)).body.data.title).toBe('草稿');
    expect(titles((await previewCall('get_news_list', grant).expect(200)).body.data.list)).toEqual(['草稿']);

    const [payload, signature] = grant.split('.');
    const fields = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherItem = Buffer.from(JSON.stringify({ ...fields, id: draft.id + 1 })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    for (const forged of [`${otherItem}.${signature}`, `${payload}.${flipped}`, payload, 'x'.repeat(600), '']) {
      await previewCall('get_news_detail', forged, { id: draft.id }).expect(404);
    }
    // Another item than the one granted stays hidden.
    const other = await createNews(t, admin, { status: 0 });
    await previewCall('get_news_detail', grant, { id: other.id }).expect(404);

    t.clock.set(new Date(Date.parse(NOW) + 30 * 60_000).toISOString());
    await previewCall('get_news_detail', grant, { id: draft.id }).expect(404);
  });

  it('reads a grant signed by another process on the same database (its key is stored there, not in memory)', async () => {
    const draft = await createNews(t, admin, { title: '别处签发', status: 0 });
    const grant = grantOf(await linkFor({ family: 'news', id: draft.id }));
    const other = await secondInstance(t);
    try {
      const res = await request(other.getHttpServer())
        .post('/api/get_news_detail')
        .set('token', t.token())
        .set('lang', 'cn')
        .set(Header.PREVIEW, grant)
        .send({ id: draft.id })
        .expect(200);
      expect(res.body.data.title).toBe('别处签发');
    } finally {
      await other.close();
    }
  });

  it('counts no views and never comes from or goes into the read cache', async () => {
    const live = await createNews(t, admin, { title: '已发布', publish_time: hoursFrom(t, -1) });
    const draft = await createNews(t, admin, { title: '草稿', status: 0 });
    const grant = grantOf(await linkFor({ family: 'news', id: live.id }));

    await previewCall('get_news_detail', grant, { id: live.id }).expect(200);
    await previewCall('get_news_detail', grant, { id: live.id }).expect(200);
    expect(await viewsOf(live.id)).toBe(0);
    await t.publicCall('get_news_detail', { id: live.id }).expect(200);
    expect(await viewsOf(live.id)).toBe(1);

    // A live list kept in the cache is not what a preview of the draft gets, and the preview's list is not kept.
    expect(titles((await t.publicCall('get_news_list').expect(200)).body.data.list)).toEqual(['已发布']);
    const draftGrant = grantOf(await linkFor({ family: 'news', id: draft.id }));
    const previewed = (await previewCall('get_news_list', draftGrant).expect(200)).body.data.list;
    expect(titles(previewed).sort()).toEqual(['已发布', '草稿']);
    expect(titles((await t.publicCall('get_news_list').expect(200)).body.data.list)).toEqual(['已发布']);
    await t.publicCall('get_news_detail', { id: draft.id }).expect(404);
  });

  it('shows the site at a chosen time: scheduled items appear at their time, drafts never', async () => {
    await createNews(t, admin, { title: '现在', publish_time: hoursFrom(t, -1) });
    await createNews(t, admin, { title: '明天', publish_time: hoursFrom(t, 24) });
    await createNews(t, admin, { title: '草稿', status: 0, publish_time: hoursFrom(t, -1) });
    const scheduledCase = await createCase(t, admin, { title: '明天的案例', publish_time: hoursFrom(t, 24) });

    const tomorrow = grantOf(await linkFor({ at: hoursFrom(t, 25) }));
    const inAnHour = grantOf(await linkFor({ at: hoursFrom(t, 1) }));
    expect(titles((await previewCall('get_news_list', tomorrow).expect(200)).body.data.list)).toEqual(['明天', '现在']);
    expect(titles((await previewCall('get_news_list', inAnHour).expect(200)).body.data.list)).toEqual(['现在']);
    expect(titles((await previewCall('get_case_list', tomorrow).expect(200)).body.data.list)).toContain('明天的案例');
    expect(titles((await t.publicCall('get_case_list').expect(200)).body.data.list)).not.toContain('明天的案例');
    expect(scheduledCase.id).toBeGreaterThan(0);
  });

  it('shows the site at a past moment as its revisions say: old texts, deleted items, not later ones', async () => {
    await t.dataSource.query("DELETE FROM revisions WHERE family = 'news'");
    const edited = await createNews(t, admin, { title: '旧标题', summary: '旧摘要', publish_time: hoursFrom(t, -1) });
    const deleted = await createNews(t, admin, { title: '后来删除的', publish_time: hoursFrom(t, -1) });
    const before = hoursFrom(t, 0.5);
    t.clock.set(hoursFrom(t, 1));
    await adminSave(t, 'save_news', admin, { id: edited.id, title: '新标题', summary: '新摘要' });
    await adminSave(t, 'del_news', admin, { id: deleted.id });
    await createNews(t, admin, { title: '后来新建的', publish_time: hoursFrom(t, -0.5) });
    t.clock.set(hoursFrom(t, 1));

    const past = grantOf(await linkFor({ at: before }));
    const list = await previewCall('get_news_list', past).expect(200);
    expect(titles(list.body.data.list).sort()).toEqual(['后来删除的', '旧标题']);
    expect(list.headers['x-time-machine-incomplete']).toBeUndefined();
    const detail = await previewCall('get_news_detail', past, { id: edited.id }).expect(200);
    expect(detail.body.data).toMatchObject({ title: '旧标题', summary: '旧摘要' });
    expect((await previewCall('get_news_detail', past, { id: deleted.id }).expect(200)).body.data.title).toBe(
      '后来删除的',
    );
    // The live site and a moment ahead read the tables: today's texts.
    expect(titles((await t.publicCall('get_news_list').expect(200)).body.data.list).sort()).toEqual([
      '后来新建的',
      '新标题',
    ]);
    const ahead = grantOf(await linkFor({ at: hoursFrom(t, 1) }));
    expect(titles((await previewCall('get_news_list', ahead).expect(200)).body.data.list)).toContain('新标题');

    // An item with no revision that old (stored before revisions, or pruned) is shown as it is, and the answer says so.
    await t.dataSource.query("DELETE FROM revisions WHERE family = 'news' AND item_id = ?", [edited.id]);
    const gap = await previewCall('get_news_list', past).expect(200);
    expect(titles(gap.body.data.list).sort()).toEqual(['后来删除的', '新标题']);
    expect(gap.headers['x-time-machine-incomplete']).toBe('news');
  });

  it("answers every public read at a past moment, all of a page's calls at once (none waits on a read of its own)", async () => {
    await t.dataSource.query('DELETE FROM cases');
    await adminSave(t, 'save_case', admin, { title: '那时的案例', publish_time: hoursFrom(t, -1) });
    const before = hoursFrom(t, 0.5);
    t.clock.set(hoursFrom(t, 1));
    const past = grantOf(await linkFor({ at: before }));
    const calls: Array<[string, object]> = [
      ['get_news_list', {}],
      ['get_case_list', {}],
      ['get_img_list', {}],
      ['get_history', {}],
      ['get_download', {}],
      ['get_seo_detail', { page: 'home' }],
      ['get_site_info', {}],
    ];
    const answers = await Promise.all(calls.map(([call, body]) => previewCall(call, past, body)));
    expect(answers.map((answer) => [answer.body.code, answer.status])).toEqual(calls.map(() => [0, 200]));
    expect(titles(answers[1].body.data.list)).toEqual(['那时的案例']);
  });

  it('shows a hidden image entry on its page with its grant only', async () => {
    const hidden = await createImg(t, admin, { title: '隐藏的荣誉', group: 'honor', status: 0 });
    const link = await linkFor({ family: 'images', id: hidden.id });
    expect(link.url).toMatch(/^\/about\?preview=/);
    const group = { group: 'honor' };
    expect(titles((await previewCall('get_img_list', grantOf(link), group).expect(200)).body.data.list)).toContain(
      '隐藏的荣誉',
    );
    expect(titles((await t.publicCall('get_img_list', group).expect(200)).body.data.list)).not.toContain('隐藏的荣誉');
  });
});
