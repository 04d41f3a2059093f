import { sanitizeRichHtml } from '../common/sanitize/rich-html';
import { DOWNLOADS, DownloadFile } from './content/downloads';
import { IMAGES } from './content/images';
import { NEWS } from './content/news';
import { buildDemoMedia } from './demo-media';
import { buildDemoRows, StoredMedia } from './demo-rows';

const NOW = new Date('2026-11-21T10:00:00Z');
const files = buildDemoMedia(NOW);
const media = (ref: string): StoredMedia => {
  const file = files.find((f) => f.ref === ref);
  if (!file) throw new Error(`no demo file ${ref}`);
  return { url: `/uploads/2026/11/${ref.replace(/[^a-z0-9]/g, '')}.bin`, name: file.name, size: file.bytes.length };
};
const rows = buildDemoRows(NOW, 'cn', media);

describe('demo content', () => {
  it('refers only to files the media step builds, each built once', () => {
    expect(new Set(files.map((f) => f.ref)).size).toBe(files.length);
    expect(rows.news.every((news) => news.cover.startsWith('/uploads/'))).toBe(true);
  });

  it('stores rich text exactly as the sanitiser keeps it (what the editor would save)', () => {
    const texts = [...rows.news, ...rows.cases, ...rows.pageTexts, ...rows.history].map((row) => row.content);
    for (const html of texts) expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('has 30+ published news over several months, drafts, a scheduled item and pinned ones', () => {
    const published = rows.news.filter((news) => news.status === 1 && news.publish_time <= NOW);
    expect(published.length).toBeGreaterThanOrEqual(30);
    expect(new Set(published.map((news) => news.publish_time.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(
      6,
    );
    expect(rows.news.filter((news) => news.status === 0).length).toBeGreaterThanOrEqual(2);
    expect(rows.news.filter((news) => news.status === 1 && news.publish_time > NOW)).toHaveLength(1);
    expect(published.filter((news) => news.is_top === 1).length).toBeGreaterThanOrEqual(1);
    expect(NEWS.filter((news) => !news.draft && news.daysAgo >= 0).every((news) => news.daysAgo >= 1)).toBe(true);
  });

  it('writes every news item differently and within the column limits', () => {
    expect(new Set(rows.news.map((news) => news.title)).size).toBe(rows.news.length);
    expect(new Set(rows.news.map((news) => news.content)).size).toBe(rows.news.length);
    for (const news of rows.news) {
      expect(news.title.length).toBeLessThanOrEqual(200);
      expect(news.summary.length).toBeLessThanOrEqual(500);
      // Drafts may be unfinished; what is published reads like an article.
      if (news.status === 1) expect(news.content.length).toBeGreaterThan(150);
    }
  });

  it('gives every cover and every banner, partner and honour its own look', () => {
    expect(new Set(NEWS.map((news) => `${news.cover.hue}/${news.cover.motif}`)).size).toBe(NEWS.length);
    for (const group of ['banner', 'partner', 'honor']) {
      const hues = IMAGES.filter((image) => image.group === group).map((image) =>
        'hue' in image.picture ? image.picture.hue : -1,
      );
      expect(new Set(hues).size).toBe(hues.length);
    }
  });

  it('covers every public page with SEO and the five page texts', () => {
    expect(rows.seo.map((seo) => seo.page).sort()).toEqual(
      ['about', 'download', 'education', 'home', 'join', 'news', 'perform', 'service'].sort(),
    );
    expect(rows.pageTexts.map((page) => page.key).sort()).toEqual(['about', 'education', 'home', 'join', 'service']);
  });

  it('puts downloads of several kinds into every category with their real sizes', () => {
    for (const { downloads } of rows.downloadCates) expect(downloads.length).toBeGreaterThan(0);
    const all = rows.downloadCates.flatMap((cate) => cate.downloads);
    for (const download of all)
      expect(download.file_size).toBe(files.find((f) => f.name === download.file_name)?.bytes.length);
  });

  it('keeps PDF text to characters every reader can draw (ASCII and CJK)', () => {
    const texts = (file: DownloadFile): string[] => {
      if (file.kind === 'zip') return file.entries.flatMap((entry) => texts(entry.file));
      if (file.kind !== 'pdf') return [];
      return [
        file.title,
        file.subtitle,
        ...file.blocks.flatMap((b) => [
          b.heading ?? '',
          ...(b.paragraphs ?? []),
          ...(b.bullets ?? []),
          ...(b.table ?? []).flat(),
        ]),
      ];
    };
    for (const text of DOWNLOADS.flatMap((item) => texts(item.file))) {
      expect(text).toMatch(/^[\x20-\x7e\u3000-\u9fff\uff00-\uffef]*$/);
    }
  });

  it('has the settings the public site shows, with the copyright running to this year', () => {
    const value = (key: string) => rows.settings.find((setting) => setting.key === key);
    for (const key of [
      'site_name',
      'site_logo',
      'contact_phone',
      'contact_email',
      'contact_address',
      'icp',
      'copyright',
    ]) {
      expect(value(key)).toMatchObject({ is_public: 1, value: expect.stringMatching(/\S/) });
    }
    expect(value('copyright')?.value).toBe('© 2011–2026 苏州澄川环境科技股份有限公司 版权所有');
    expect(value('notify_email')?.is_public).toBe(0);
  });
});
