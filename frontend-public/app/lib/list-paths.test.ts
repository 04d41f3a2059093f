import { describe, expect, it } from 'vitest';
import type { ServerApi } from './api.server';
import { listPath, newsListPath, pageCount, pageSegment, withSearch } from './list-paths';
import { sitemapEntries } from './sitemap.server';

describe('list paths', () => {
  it('write every page of a list in the path, page 1 as the list itself', () => {
    expect(newsListPath()).toBe('/news');
    expect(newsListPath({ page: 1 })).toBe('/news');
    expect(newsListPath({ page: 2 })).toBe('/news/page/2');
    expect(newsListPath({ category: '公司新闻' })).toBe('/news/category/%E5%85%AC%E5%8F%B8%E6%96%B0%E9%97%BB');
    expect(newsListPath({ category: 'a/b c', page: 3 })).toBe('/news/category/a%2Fb%20c/page/3');
    expect(listPath('/perform', 4)).toBe('/perform/page/4');
    expect(withSearch('/news/page/2', '膜 技术')).toBe('/news/page/2?q=%E8%86%9C+%E6%8A%80%E6%9C%AF');
    expect(withSearch('/news', '')).toBe('/news');
  });

  it('read a page segment: absent is 1, a positive integer is itself, anything else no page', () => {
    expect(pageSegment(undefined)).toBe(1);
    expect(pageSegment('7')).toBe(7);
    for (const raw of ['0', '07', '-1', '1.5', 'x', '', '1234567']) expect(pageSegment(raw)).toBeNull();
    expect([pageCount(0, 10), pageCount(10, 10), pageCount(11, 10)]).toEqual([1, 1, 2]);
  });
});

describe('sitemapEntries', () => {
  const news = Array.from({ length: 23 }, (_, index) => ({
    id: index + 1,
    category: index < 12 ? '公司新闻' : index < 22 ? ' 技术分享 ' : '',
    updated_at: `2026-01-${String(index + 1).padStart(2, '0')}T00:00:00.000Z`,
  }));
  const api = {
    required: async (name: string, body: { page?: number; limit?: number } = {}) => {
      if (name === 'get_news_list') {
        const page = body.page ?? 1;
        const limit = body.limit ?? 10;
        return { list: news.slice((page - 1) * limit, page * limit), total: news.length, page, limit };
      }
      if (name === 'get_case_list') return { list: [{ updated_at: '2026-02-01T00:00:00.000Z' }], total: 21 };
      return { list: [] };
    },
    optional: async () => null,
  } as unknown as ServerApi;

  it('lists every page of the news list, of each category and of the cases, with the list’s lastmod', async () => {
    const entries = await sitemapEntries(api);
    const paths = entries.map((entry) => entry.path);
    const lastmod = (path: string) => entries.find((entry) => entry.path === path)?.lastmod;
    expect(paths).toEqual(
      expect.arrayContaining([
        '/news',
        '/news/page/2',
        '/news/page/3',
        '/news/category/%E5%85%AC%E5%8F%B8%E6%96%B0%E9%97%BB',
        '/news/category/%E5%85%AC%E5%8F%B8%E6%96%B0%E9%97%BB/page/2',
        '/news/category/%E6%8A%80%E6%9C%AF%E5%88%86%E4%BA%AB',
        '/perform/page/2',
        '/perform/page/3',
        '/detail/23',
      ]),
    );
    for (const absent of ['/news/page/1', '/news/page/4', '/perform/page/4']) expect(paths).not.toContain(absent);
    // 10 news in 技术分享: one page; the news without a category is in no category list.
    expect(paths.filter((path) => path.startsWith('/news/category/'))).toHaveLength(3);
    expect(lastmod('/news/page/3')).toBe('2026-01-23T00:00:00.000Z');
    expect(lastmod('/news/category/%E5%85%AC%E5%8F%B8%E6%96%B0%E9%97%BB/page/2')).toBe('2026-01-12T00:00:00.000Z');
    expect(new Set(paths).size).toBe(paths.length);
  });
});
