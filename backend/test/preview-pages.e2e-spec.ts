import { createHmac } from 'node:crypto';
import { Header, type PreviewLink } from '@site/contract';
import request from 'supertest';
import { adminSave, createNews, hoursFrom } from './support/content-factories';
import { publicSiteBuilt } from './support/built';
import { createTestApp, TestApp } from './support/test-app';

const built = publicSiteBuilt('preview-pages');

/** The rendered public site under a preview grant: the cookie, the banner, and nothing kept or indexed. */
(built ? describe : describe.skip)('public pages under a preview grant', () => {
  let t: TestApp;
  let admin: string;

  const linkFor = (body: object) => adminSave<PreviewLink>(t, 'get_preview_link', admin, body);
  /** The entry of a preview link, without following its redirect. */
  const enter = (link: PreviewLink) => request(t.server).get(link.url);

  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      frontends: true,
      env: { PREVIEW_SECRET: 'preview-secret-for-tests' },
    });
    // Real time (no `now`): the site's loaders compute the hourly token with the system clock.
    // Listening on a port of its own: the public site's loaders call the API over loopback on it.
    expect(await t.listen()).toBeGreaterThan(0);
    admin = await t.login();
  });
  afterAll(() => t.close());

  it('enters through the link (cookie, redirect without the grant), renders the draft uncached and unindexed', async () => {
    const draft = await createNews(t, admin, { title: '尚未发布的新闻', status: 0 });
    const link = await linkFor({ family: 'news', id: draft.id });

    const entry = await enter(link);
    expect(entry.status).toBe(303);
    expect(entry.headers.location).toBe(`/detail/${draft.id}`);
    const cookie = String(entry.headers['set-cookie']).split(';')[0];
    expect(cookie).toMatch(/^site_preview=/);
    expect(String(entry.headers['set-cookie'])).toMatch(/HttpOnly/i);

    // A plain visitor: the usual 404, whatever was rendered for the admin.
    const plain = await t.http.get(`/detail/${draft.id}`);
    expect(plain.status).toBe(404);

    for (let i = 0; i < 2; i++) {
      const page = await t.http.get(`/detail/${draft.id}`).set('Cookie', cookie).expect(200);
      expect(page.text).toContain('尚未发布的新闻');
      expect(page.text).toContain('预览模式');
      expect(page.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.headers['x-page-cache']).toBe('PREVIEW');
      expect(page.headers.etag).toBeUndefined();
    }
    // Still a 404 for the public after the previews: nothing of them was kept.
    expect((await t.http.get(`/detail/${draft.id}`)).status).toBe(404);
    const views = await t.adminCall('get_news_list', admin, { ids: [draft.id] }).expect(200);
    expect(views.body.data.list[0].views).toBe(0);
  });

  it('says on the banner what of the page is shown as it is now, its history not reaching the moment', async () => {
    const news = await createNews(t, admin, { title: '没有历史版本的新闻', publish_time: hoursFrom(t, -48) });
    await t.dataSource.query("DELETE FROM revisions WHERE family = 'news' AND item_id = ?", [news.id]);
    const entry = await enter(await linkFor({ at: hoursFrom(t, -1) }));
    const cookie = String(entry.headers['set-cookie']).split(';')[0];

    const page = await t.http.get(`/detail/${news.id}`).set('Cookie', cookie).expect(200);
    expect(page.text).toContain('没有历史版本的新闻');
    expect(page.text).toContain('注意：本页的新闻没有保存到那一时刻的历史版本');
    // A page whose answers all reach back that far says nothing of the kind.
    expect((await t.http.get('/join').set('Cookie', cookie).expect(200)).text).not.toContain('注意：本页的');
    // A client-side navigation gets it with the loader's data, as a full load does.
    const navigation = await t.http.get(`/detail/${news.id}.data`).set('Cookie', cookie).expect(200);
    expect(navigation.text).toContain('timeMachineGaps');
    expect(navigation.text).toContain('"news"');
  });

  it('browses the whole site at a chosen time, and leaves it with ?preview=off', async () => {
    await createNews(t, admin, { title: '下周的新闻', publish_time: hoursFrom(t, 24 * 7) });
    const at = hoursFrom(t, 24 * 8);
    const entry = await enter(await linkFor({ at }));
    expect(entry.headers.location).toBe('/');
    const cookie = String(entry.headers['set-cookie']).split(';')[0];

    const news = await t.http.get('/news').set('Cookie', cookie).expect(200);
    expect(news.text).toContain('下周的新闻');
    const chinaTime = new Date(Date.parse(at) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(news.text).toContain(`时光机：${chinaTime}（北京时间，UTC+08:00）`);
    expect((await t.http.get('/news').expect(200)).text).not.toContain('下周的新闻');

    const leave = await t.http.get('/news?preview=off').set('Cookie', cookie).expect(303);
    expect(leave.headers.location).toBe('/news');
    expect(String(leave.headers['set-cookie'])).toMatch(/site_preview=;/);
  });

  it('treats a tampered grant as none: the cookie is cleared and the public page shown', async () => {
    const link = await linkFor({ at: hoursFrom(t, 24) });
    // A character inside the signature: the last one of base64url carries bits the decoding ignores.
    const at = link.url.length - 10;
    const tampered = {
      ...link,
      url: link.url.slice(0, at) + (link.url[at] === 'A' ? 'B' : 'A') + link.url.slice(at + 1),
    };
    const entry = await enter(tampered);
    expect(entry.status).toBe(303);
    expect(String(entry.headers['set-cookie'])).toMatch(/site_preview=;/);
    const forged = await t.http.get('/news').set('Cookie', 'site_preview=forged.grant').expect(200);
    expect(forged.headers['x-page-cache']).not.toBe('PREVIEW');
    expect(forged.text).not.toContain('预览模式');
  });

  it('treats a signed grant whose time no date can hold as none: the public page, not a 500', async () => {
    /** Signed with the test's PREVIEW_SECRET, as a key reused elsewhere could sign anything. */
    const signed = (fields: object) => {
      const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
      const mac = createHmac('sha256', 'preview-secret-for-tests').update(`site-preview-v1.${payload}`).digest();
      return `${payload}.${mac.toString('base64url')}`;
    };
    const exp = Date.now() + 600_000;
    for (const at of [1e300, 8.64e15, -8.64e15, Date.UTC(10_000, 0, 1)]) {
      const grant = signed({ at, exp });
      const page = await t.http.get('/news').set('Cookie', `site_preview=${grant}`);
      expect({ at, status: page.status, preview: page.text.includes('预览模式') }).toEqual({
        at,
        status: 200,
        preview: false,
      });
      const answer = await t.publicCall('get_news_list', {}).set(Header.PREVIEW, grant);
      expect({ at, status: answer.status }).toEqual({ at, status: 200 });
    }
    // The same grant with a time of this century is honoured: the checks above refused only the time.
    const fine = await t.http.get('/news').set('Cookie', `site_preview=${signed({ at: Date.now(), exp })}`);
    expect(fine.text).toContain('预览模式');
  });
});
