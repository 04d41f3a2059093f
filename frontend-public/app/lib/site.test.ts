import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_NAME, readablePath, SITE_NAME_KEY, seoMeta, siteNameOf, type PublicSettings } from './site';

const seo = (fields: Partial<{ title: string; description: string; keywords: string }>) => ({
  title: '',
  description: '',
  keywords: '',
  ...fields,
});

describe('siteNameOf', () => {
  it('takes the site_name setting, trimmed', () => {
    expect(SITE_NAME_KEY).toBe('site_name');
    expect(siteNameOf({ site_name: '  示例科技  ', other: 'x' })).toBe('示例科技');
  });

  it.each<PublicSettings | null | undefined>([null, undefined, {}, { site_name: '   ' }])(
    'falls back to the default for %j',
    (settings) => {
      expect(siteNameOf(settings)).toBe(DEFAULT_SITE_NAME);
    },
  );
});

describe('seoMeta', () => {
  it('gives the title, description and keywords of the SEO entry', () => {
    expect(seoMeta(seo({ title: '首页标题', description: '公司简介', keywords: '企业,官网' }), '示例科技')).toEqual([
      { title: '首页标题' },
      { name: 'description', content: '公司简介' },
      { name: 'keywords', content: '企业,官网' },
    ]);
  });

  it('uses the site name as the title and leaves out empty fields', () => {
    expect(seoMeta(seo({ title: ' ', keywords: '企业' }), '示例科技')).toEqual([
      { title: '示例科技' },
      { name: 'keywords', content: '企业' },
    ]);
    expect(seoMeta(null, '示例科技')).toEqual([{ title: '示例科技' }]);
  });
});

describe('readablePath', () => {
  it('decodes percent-escapes so Chinese paths read as typed', () => {
    expect(readablePath('/%E6%96%B0%E9%97%BB/x')).toBe('/新闻/x');
  });

  it('keeps a malformed path as sent', () => {
    expect(readablePath('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
  });
});
