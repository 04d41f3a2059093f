import { describe, expect, it } from 'vitest';
import type { RootData } from './root-data';
import { articleAuthor, baiduTongjiScript, pageMeta, verificationTags } from './seo';

const site: RootData = {
  siteName: '澄川环境',
  settings: {
    company_name: '苏州澄川环境科技股份有限公司',
    site_logo: '/uploads/logo.png',
    contact_hotline: '400-826-5178',
  },
  origin: 'https://www.example.cn',
  runtime: { apiBase: '/api', tokenSecret: 's', buildId: 'b1' },
  updateCheckMs: 3_600_000,
  preview: null,
  timeMachineGaps: [],
};

const ldOf = (meta: ReturnType<typeof pageMeta>) =>
  meta.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : []));

describe('pageMeta', () => {
  it('gives title, description, keywords, an absolute canonical URL and Open Graph tags', () => {
    const meta = pageMeta({
      site,
      seo: { title: '新闻动态 - 澄川环境', description: '公司新闻', keywords: '新闻,水处理' },
      path: '/news',
    });
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: '新闻动态 - 澄川环境' },
        { name: 'description', content: '公司新闻' },
        { name: 'keywords', content: '新闻,水处理' },
        { tagName: 'link', rel: 'canonical', href: 'https://www.example.cn/news' },
        { property: 'og:url', content: 'https://www.example.cn/news' },
        { property: 'og:image', content: 'https://www.example.cn/uploads/logo.png' },
        { property: 'og:locale', content: 'zh_CN' },
      ]),
    );
  });

  it('describes the company as an Organization on every page and the trail as a BreadcrumbList', () => {
    const [organization, breadcrumbs] = ldOf(
      pageMeta({ site, path: '/about', breadcrumbs: [{ name: '关于我们', path: '/about' }] }),
    );
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: '苏州澄川环境科技股份有限公司',
      url: 'https://www.example.cn/',
      contactPoint: { telephone: '400-826-5178' },
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: '首页', item: 'https://www.example.cn/' },
        { position: 2, name: '关于我们', item: 'https://www.example.cn/about' },
      ],
    });
  });

  it('falls back to the site name for the title, leaves out empty fields and marks search results noindex', () => {
    const meta = pageMeta({ site, seo: { title: ' ', description: '', keywords: '' }, path: '/news', noindex: true });
    expect(meta[0]).toEqual({ title: '澄川环境' });
    expect(meta.some((tag) => 'name' in tag && tag.name === 'description')).toBe(false);
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});

describe('verificationTags', () => {
  it("writes each engine's ownership tag the back office holds, and nothing that is not a code", () => {
    expect(
      verificationTags({ verify_baidu: ' codeva-AbC123 ', verify_google: 'x"><script>', verify_360: '', other: 'y' }),
    ).toEqual([{ name: 'baidu-site-verification', content: 'codeva-AbC123' }]);
  });
});

describe('articleAuthor', () => {
  it('is an Organization for a department or no author, a Person for a name', () => {
    expect(articleAuthor('市场部', '澄川环保')).toEqual({ '@type': 'Organization', name: '市场部' });
    expect(articleAuthor('技术中心', '澄川环保')).toEqual({ '@type': 'Organization', name: '技术中心' });
    expect(articleAuthor('', '澄川环保')).toEqual({ '@type': 'Organization', name: '澄川环保' });
    expect(articleAuthor('张伟', '澄川环保')).toEqual({ '@type': 'Person', name: '张伟' });
  });
});

describe('baiduTongjiScript', () => {
  it("is Baidu's hm.js for an id of the form Baidu issues, and nothing for any other value", () => {
    const id = '0123456789abcdef0123456789ABCDEF';
    expect(baiduTongjiScript({ baidu_tongji: ` ${id} ` })).toBe(`https://hm.baidu.com/hm.js?${id.toLowerCase()}`);
    for (const wrong of ['', 'abc', `${id}0`, '0123456789abcdef0123456789abcdeg', 'x"><script>alert(1)</script>']) {
      expect(baiduTongjiScript({ baidu_tongji: wrong })).toBeNull();
    }
    expect(baiduTongjiScript({})).toBeNull();
  });
});
