import type { BackupLink, PreviewLink } from '@site/contract';
import { adminSave, createNews } from './support/content-factories';
import { BackupsService } from '../src/modules/backups/backups.service';
import { publicSiteBuilt } from './support/built';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const built = publicSiteBuilt('site-address');

const SITE = 'https://www.example.cn';
const FOREIGN = 'evil.example';

/** Every absolute address in `text` that starts with http(s): what a page names. */
const addressesIn = (text: string) => [...text.matchAll(/https?:\/\/[^"'<>\s\\]+/g)].map((match) => match[0]);
/** Addresses at a host other than the site's, leaving out the schema.org vocabulary and the sitemap namespace. */
const foreign = (text: string) =>
  addressesIn(text).filter(
    (address) => !address.startsWith(`${SITE}/`) && address !== SITE && !/schema\.org|sitemaps\.org/.test(address),
  );

/** SITE_URL is the origin of every address the site writes, whatever Host a request carries (issue 36). */
(built ? describe : describe.skip).each(testDatabases())('the site address on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let newsId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { frontends: true, env: { SITE_URL: `${SITE}/` } });
    // The public site's loaders call the API over loopback on the port the server listens on.
    await t.listen();
    admin = await t.login();
    newsId = (await createNews(t, admin, { title: '地址测试新闻', summary: '摘要' })).id;
  });
  afterAll(() => t?.close());

  it.each(['/', '/news', `/detail/{id}`])(
    'names the configured address in canonical, og:url and JSON-LD of %s under a foreign Host',
    async (template) => {
      const path = template.replace('{id}', String(newsId));
      const page = await t.http.get(path).set('Host', FOREIGN).expect(200);
      expect(page.text).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
      expect(page.text).toContain(`<meta property="og:url" content="${SITE}${path}"/>`);
      expect(page.text).toContain(`"url":"${SITE}/"`);
      expect(page.text).not.toContain(FOREIGN);
      expect(foreign(page.text)).toEqual([]);
    },
  );

  it('writes the sitemap and robots.txt at the configured address', async () => {
    const sitemap = await t.http.get('/sitemap.xml').set('Host', FOREIGN).expect(200);
    expect(sitemap.text).toContain(`<loc>${SITE}/detail/${newsId}</loc>`);
    expect(sitemap.text).not.toContain(FOREIGN);
    expect(foreign(sitemap.text)).toEqual([]);
    const robots = await t.http.get('/robots.txt').set('Host', FOREIGN).expect(200);
    expect(robots.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots.text).not.toContain(FOREIGN);
  });

  it('answers pages for any Host from one cache entry, which names the configured address', async () => {
    const first = await t.http.get('/about').set('Host', 'a.example').expect(200);
    const second = await t.http.get('/about').set('Host', 'b.example').expect(200);
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['MISS', 'HIT']);
    expect(foreign(second.text)).toEqual([]);
  });

  it('writes preview and backup links at the configured address', async () => {
    const preview = await adminSave<PreviewLink>(t, 'get_preview_link', admin, { family: 'news', id: newsId });
    expect(preview.url).toMatch(new RegExp(`^${SITE.replace(/\./g, '\\.')}/detail/${newsId}\\?preview=`));
    const started = await t.adminCall('start_backup', admin).set('Host', FOREIGN).expect(200);
    expect(started.body.code).toBe(0);
    const name = String(started.body.data.name);
    await t.app.get(BackupsService).finished();
    const link = await adminSave<BackupLink>(t, 'get_backup_link', admin, { name });
    expect(link.url.startsWith(`${SITE}/api/`)).toBe(true);
  });
});
