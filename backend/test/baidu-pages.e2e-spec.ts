import { createNews } from './support/content-factories';
import { createSet } from './support/site-factories';
import { publicSiteBuilt } from './support/built';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const built = publicSiteBuilt('baidu-pages');

/** What Baidu asks of a page (issue 36): ownership tags, no transcoding, an icon by name, articles described. */
(built ? describe : describe.skip).each(testDatabases())('pages for Baidu on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { frontends: true, env: { SITE_URL: 'https://www.example.cn' } });
    await t.listen();
    admin = await t.login();
  });
  afterAll(() => t?.close());

  it('serves the ownership tags saved in the back office on every page, and asks Baidu not to transcode it', async () => {
    const before = await t.http.get('/about').expect(200);
    expect(before.text).not.toContain('baidu-site-verification');
    await createSet(t, admin, { key: 'verify_baidu', value: 'codeva-Abc123XYZ', group: 'seo' });
    await createSet(t, admin, { key: 'verify_360', value: '"><script>alert(1)</script>', group: 'seo' });
    for (const path of ['/', '/about', '/news']) {
      const page = await t.http.get(path).expect(200);
      expect(page.text).toContain('<meta name="baidu-site-verification" content="codeva-Abc123XYZ"/>');
      expect(page.text).not.toContain('360-site-verification');
      expect(page.text).toContain('<meta name="applicable-device" content="pc,mobile"/>');
      expect(page.text).toContain('<meta http-equiv="Cache-Control" content="no-transform"/>');
      expect(page.text).toContain('<meta http-equiv="Cache-Control" content="no-siteapp"/>');
    }
  });

  it('sends /favicon.ico and the touch icon to the logo, the SVG icon when there is none', async () => {
    const without = await t.http.get('/favicon.ico').expect(302);
    expect(without.headers.location).toBe('/favicon.svg');
    await t.http.get('/apple-touch-icon.png').expect(404);
    await createSet(t, admin, { key: 'site_logo', value: '/uploads/2026/11/logo.png', group: 'basic' });
    expect((await t.http.get('/favicon.ico').expect(302)).headers.location).toBe('/uploads/2026/11/logo.png');
    expect((await t.http.get('/apple-touch-icon.png').expect(302)).headers.location).toBe('/uploads/2026/11/logo.png');
  });

  it("describes a department's article as an Organization's, with the publisher's logo", async () => {
    const news = await createNews(t, admin, { title: '部门新闻', author: '市场部' });
    const page = await t.http.get(`/detail/${news.id}`).expect(200);
    expect(page.text).toContain('"author":{"@type":"Organization","name":"市场部"}');
    expect(page.text).toContain(
      '"logo":{"@type":"ImageObject","url":"https://www.example.cn/uploads/2026/11/logo.png"}',
    );
  });

  it('gives every page of the news list a description of its own', async () => {
    for (let n = 0; n < 12; n++) await createNews(t, admin, { title: `列表新闻 ${n}` });
    const description = async (path: string) =>
      /<meta name="description" content="([^"]*)"/.exec((await t.http.get(path).expect(200)).text)?.[1];
    const first = await description('/news');
    const second = await description('/news/page/2');
    expect(first).toBeTruthy();
    expect(second).toMatch(/^第 2 页：/);
    expect(second).not.toBe(first);
  });
});
