import type { Download, DownloadGroup, History, Img, News, NewsDetail, PageText, Seo } from '@site/contract';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Response, Test } from 'supertest';
import { sanitizeRichHtml } from '../src/common/sanitize/rich-html';
import { buildDemoMedia, DEMO_VIDEO_PATH } from '../src/seed/demo-media';
import { seedDemoContent, seedDemoIfEmpty } from '../src/seed/seed-demo';
import { NewsEntity } from '../src/modules/news/news.entity';
import { SettingEntity } from '../src/modules/settings/setting.entity';
import { StoredFilesService } from '../src/modules/uploads/stored-files.service';
import { UploadedFileEntity } from '../src/modules/uploads/uploaded-file.entity';
import { createTestApp, TestApp } from './support/test-app';
import { leftoversAndFiles } from './uploads-fixtures';
import { testDatabases } from './support/test-database';

const PUBLIC_PAGES = ['home', 'news', 'about', 'perform', 'service', 'download', 'education', 'join'];
const PAGE_TEXT_KEYS = ['home', 'about', 'join', 'service', 'education'];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** GET of a stored file, read as raw bytes whatever its type. */
function fetchFile(t: TestApp, url: string): Test {
  return t.http
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

async function data<T>(request: Promise<Response>): Promise<T> {
  const res = await request;
  expect(res.body).toMatchObject({ code: 0 });
  return res.body.data as T;
}

const countRows = (t: TestApp, entity: typeof NewsEntity | typeof UploadedFileEntity | typeof SettingEntity) =>
  t.dataSource.getRepository(entity).count();

describe.each(testDatabases())('demo content seed on %s', (kind) => {
  describe('on an empty database', () => {
    let t: TestApp;
    let seeded: boolean;

    beforeAll(async () => {
      t = await createTestApp(kind);
      seeded = await seedDemoContent(t.app);
    });
    afterAll(() => t.close());

    it('seeds, and a second run adds nothing', async () => {
      expect(seeded).toBe(true);
      const before = await Promise.all([countRows(t, NewsEntity), countRows(t, UploadedFileEntity)]);
      await expect(seedDemoContent(t.app)).resolves.toBe(false);
      expect(await Promise.all([countRows(t, NewsEntity), countRows(t, UploadedFileEntity)])).toEqual(before);
    });

    it('lists 30+ published news with covers across several months, pinned first, without drafts or scheduled ones', async () => {
      const page = await data<{ list: News[]; total: number }>(t.publicCall('get_news_list', { page: 1, limit: 100 }));
      expect(page.total).toBeGreaterThanOrEqual(30);
      expect(page.list).toHaveLength(page.total);
      const now = t.clock.now().getTime();
      for (const news of page.list) {
        expect(news.cover).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
        expect(news).not.toHaveProperty('content');
        expect(Date.parse(news.publish_time)).toBeLessThanOrEqual(now);
        // Last changed when published, as a real site's would be: each has a sitemap lastmod of its own.
        expect(news.updated_at).toBe(news.publish_time);
      }
      const pinned = page.list.filter((news) => news.is_top === 1).length;
      expect(pinned).toBeGreaterThan(0);
      expect(page.list.slice(0, pinned).every((news) => news.is_top === 1)).toBe(true);
      expect(new Set(page.list.map((news) => news.publish_time.slice(0, 7))).size).toBeGreaterThanOrEqual(5);
      expect(new Set(page.list.map((news) => news.category))).toEqual(
        new Set(['公司新闻', '行业动态', '技术分享', '项目动态']),
      );

      const admin = await t.login();
      const all = await data<{ list: News[]; total: number }>(
        t.adminCall('get_news_list', admin, { page: 1, limit: 100 }),
      );
      const hidden = all.list.filter((news) => !page.list.some((shown) => shown.id === news.id));
      expect(hidden.filter((news) => news.status === 0).length).toBeGreaterThanOrEqual(1);
      expect(hidden.filter((news) => news.status === 1 && Date.parse(news.publish_time) > now)).toHaveLength(1);
    });

    it('serves a news cover from /uploads/ as the PNG it stored', async () => {
      const [news] = (await data<{ list: News[] }>(t.publicCall('get_news_list', { limit: 1 }))).list;
      const res = await fetchFile(t, news.cover).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect((res.body as Buffer).subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    });

    it('gives a technical article a heading, lists, code, a formula, a link and a file that downloads', async () => {
      const { list } = await data<{ list: News[] }>(t.publicCall('get_news_list', { keyword: 'Python', limit: 10 }));
      expect(list).toHaveLength(1);
      const detail = await data<NewsDetail>(t.publicCall('get_news_detail', { id: list[0].id }));
      const html = detail.content ?? '';
      expect(html).toContain('<h2>');
      expect(html).toContain('<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>');
      expect(html).toContain('<li data-list="ordered">');
      expect(html).toMatch(
        /<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="python">/,
      );
      expect(html).toMatch(
        /<span class="ql-formula" data-value="[^"]+">\uFEFF<span contenteditable="false"><\/span>\uFEFF<\/span>/,
      );
      expect(html).toMatch(/<a href="[^"]+" rel="noopener noreferrer" target="_blank">/);
      const file = /<a class="ql-file" href="([^"]+)" download="([^"]+)"/.exec(html);
      expect(file?.[2]).toMatch(/\.pdf$/);
      expect(sanitizeRichHtml(html)).toBe(html);

      const res = await fetchFile(t, file?.[1] ?? '').expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect((res.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it('fills the image groups with visible entries only, education courses with a playable video', async () => {
      const { list } = await data<{ list: Img[] }>(t.publicCall('get_img_list', {}));
      const groups = new Map<string, Img[]>();
      for (const img of list) groups.set(img.group, [...(groups.get(img.group) ?? []), img]);
      for (const group of ['banner', 'partner', 'honor', 'education', 'service'])
        expect(groups.get(group)?.length).toBeGreaterThanOrEqual(4);
      expect(list.every((img) => img.status === 1 && img.image.startsWith('/uploads/'))).toBe(true);

      const banners = (await data<{ list: Img[] }>(t.publicCall('get_img_list', { group: 'banner' }))).list;
      expect(banners.map((img) => img.id)).toEqual(groups.get('banner')?.map((img) => img.id));

      const video = groups.get('education')?.[0].video ?? '';
      const res = await fetchFile(t, video).expect(200);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(sha256(res.body as Buffer)).toBe(sha256(readFileSync(DEMO_VIDEO_PATH)));
    });

    it('tells the history from the founding year to this year, newest first', async () => {
      const { list } = await data<{ list: History[] }>(t.publicCall('get_history'));
      expect(list.length).toBeGreaterThanOrEqual(10);
      expect(list[0].year).toBe(t.clock.now().getUTCFullYear());
      const years = list.map((entry) => entry.year);
      expect(years).toEqual([...years].sort((a, b) => b - a));
      expect(list.some((entry) => entry.image.startsWith('/uploads/'))).toBe(true);
    });

    it.each(PAGE_TEXT_KEYS)('has the %s page text', async (key) => {
      const text = await data<PageText>(t.publicCall('get_page_text', { key }));
      expect(text.key).toBe(key);
      expect(text.title).not.toBe('');
      expect(text.content).toMatch(/^<(p|h2)>/);
      expect(sanitizeRichHtml(text.content)).toBe(text.content);
    });

    it('groups downloads by category, and every file downloads byte for byte under its name', async () => {
      const { list } = await data<{ list: DownloadGroup[] }>(t.publicCall('get_download'));
      expect(list.map((group) => group.cate.name)).toEqual(['产品资料', '技术文档', '软件工具', '资质证书']);
      const items: Download[] = list.flatMap((group) => group.items);
      expect(items.every((item) => item.status === 1)).toBe(true);
      expect(new Set(items.map((item) => item.file_name.split('.').pop()))).toEqual(
        new Set(['pdf', 'csv', 'zip', 'txt']),
      );

      const built = new Map(buildDemoMedia(t.clock.now()).map((file) => [file.name, file.bytes]));
      for (const item of items) {
        const res = await fetchFile(t, item.file_url).expect(200);
        const expected = built.get(item.file_name) ?? Buffer.alloc(0);
        expect(item.file_size).toBe(expected.length);
        expect(sha256(res.body as Buffer)).toBe(sha256(expected));
        expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(item.file_name)}`);
      }
    });

    it.each(PUBLIC_PAGES)('has an SEO entry of its own for the %s page', async (page) => {
      const seo = await data<Seo>(t.publicCall('get_seo_detail', { page }));
      expect(seo.page).toBe(page);
      expect(seo.title).toContain('澄川环境');
      expect(seo.keywords.split(',').length).toBeGreaterThanOrEqual(3);
      expect(seo.description.length).toBeGreaterThan(10);
    });

    it('has the public settings: name, logo, contact, ICP number and copyright, and keeps private ones private', async () => {
      const settings = await data<Record<string, string>>(t.publicCall('get_set_detail', {}));
      expect(settings.site_name).toBe('澄川环境');
      expect(settings.icp).toMatch(/^苏ICP备\d+号-\d$/);
      expect(settings.copyright).toContain(`${t.clock.now().getUTCFullYear()} 苏州澄川环境科技股份有限公司`);
      expect(settings.contact_phone).not.toBe('');
      expect(settings.site_logo).toMatch(/^\/uploads\/.+\.png$/);
      expect(settings).not.toHaveProperty('notify_email');
      await fetchFile(t, settings.site_logo).expect(200);
    });
  });

  describe('on a database that is not empty or a seed that fails', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    /** Scratch files and stored objects, whatever the storage driver. */
    const storedFiles = () => leftoversAndFiles(t);

    it('does nothing when SEED_DEMO is off', async () => {
      await seedDemoIfEmpty(t.app, { ...t.config, seedDemo: false });
      expect(await countRows(t, SettingEntity)).toBe(0);
    });

    it('removes the files it stored when writing the rows fails, leaving nothing half-loaded', async () => {
      const transaction = jest.spyOn(t.dataSource, 'transaction').mockRejectedValueOnce(new Error('disk full'));
      await expect(seedDemoContent(t.app)).rejects.toThrow('disk full');
      transaction.mockRestore();
      expect(await countRows(t, UploadedFileEntity)).toBe(0);
      expect(await storedFiles()).toEqual([]);
    });

    it('removes what it stored when storing a file fails midway', async () => {
      const files = t.app.get(StoredFilesService);
      const store = files.store.bind(files);
      let calls = 0;
      const spy = jest
        .spyOn(files, 'store')
        .mockImplementation((file) => (++calls === 10 ? Promise.reject(new Error('storage offline')) : store(file)));
      await expect(seedDemoContent(t.app)).rejects.toThrow('storage offline');
      spy.mockRestore();
      // It stops early: only the files the other three workers had already started follow the failure.
      expect(calls).toBeLessThanOrEqual(13);
      expect(await countRows(t, UploadedFileEntity)).toBe(0);
      expect(await storedFiles()).toEqual([]);
      expect(await countRows(t, SettingEntity)).toBe(0);
    });

    it('never seeds a database that already has content', async () => {
      const admin = await t.login();
      await data(
        t.adminCall('save_set', admin, { key: 'site_name', value: '我的网站', title: '网站名称', is_public: 1 }),
      );
      await expect(seedDemoContent(t.app)).resolves.toBe(false);
      expect(await countRows(t, SettingEntity)).toBe(1);
      expect(await countRows(t, UploadedFileEntity)).toBe(0);
    });
  });
});
