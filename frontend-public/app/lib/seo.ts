import {
  BAIDU_TONGJI_KEY,
  BAIDU_TONGJI_PATTERN,
  SettingKey,
  SITE_VERIFICATION_PATTERN,
  SITE_VERIFICATION_TAGS,
  type Seo,
} from '@site/contract';
import type { MetaDescriptor } from 'react-router';
import type { RootData } from './root-data';
import { DEFAULT_SITE_NAME } from './site';

export interface Crumb {
  name: string;
  path: string;
}

export interface PageMetaInput {
  site: RootData | undefined;
  /** The page's `get_seo_detail` entry (title, description, keywords). */
  seo?: Pick<Seo, 'title' | 'description' | 'keywords'> | null;
  /** Path and query of the canonical URL. */
  path: string;
  /** Overrides the SEO title and description (detail pages describe themselves). */
  title?: string;
  description?: string;
  image?: string;
  type?: 'website' | 'article';
  /** The trail after 首页; empty on the home page. */
  breadcrumbs?: Crumb[];
  /** More JSON-LD objects (a NewsArticle on detail pages). */
  jsonLd?: object[];
  /** Search results and error pages stay out of search engines. */
  noindex?: boolean;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, origin || 'http://localhost').href;
  } catch {
    return pathOrUrl;
  }
}

/** The company as schema.org knows it, from the public settings; on every page. */
export function organizationJsonLd(site: RootData): object {
  const settings = site.settings;
  const logo = settings[SettingKey.SITE_LOGO];
  const phone = settings[SettingKey.CONTACT_HOTLINE] || settings[SettingKey.CONTACT_PHONE];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings[SettingKey.COMPANY_NAME] || site.siteName,
    alternateName: site.siteName,
    url: absoluteUrl(site.origin, '/'),
    ...(logo ? { logo: absoluteUrl(site.origin, logo) } : {}),
    ...(settings[SettingKey.CONTACT_EMAIL] ? { email: settings[SettingKey.CONTACT_EMAIL] } : {}),
    ...(settings[SettingKey.CONTACT_ADDRESS] ? { address: settings[SettingKey.CONTACT_ADDRESS] } : {}),
    ...(phone ? { contactPoint: { '@type': 'ContactPoint', telephone: phone, contactType: 'customer service' } } : {}),
  };
}

export function breadcrumbJsonLd(origin: string, trail: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: '首页', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/**
 * Everything a page puts in `<head>` for search engines and link previews: title, description,
 * keywords, canonical URL, Open Graph tags and JSON-LD (Organization, BreadcrumbList, and extras).
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const site = input.site;
  const siteName = site?.siteName ?? DEFAULT_SITE_NAME;
  const origin = site?.origin ?? '';
  const title = input.title?.trim() || input.seo?.title?.trim() || siteName;
  const description = input.description?.trim() || input.seo?.description?.trim();
  const keywords = input.seo?.keywords?.trim();
  const url = absoluteUrl(origin, input.path);
  const image = input.image || site?.settings[SettingKey.SITE_LOGO];

  const meta: MetaDescriptor[] = [{ title }];
  if (description) meta.push({ name: 'description', content: description });
  if (keywords) meta.push({ name: 'keywords', content: keywords });
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex' });
  meta.push(
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'zh_CN' },
  );
  if (description) meta.push({ property: 'og:description', content: description });
  if (image) meta.push({ property: 'og:image', content: absoluteUrl(origin, image) });
  if (site) meta.push({ 'script:ld+json': organizationJsonLd(site) });
  if (input.breadcrumbs?.length) meta.push({ 'script:ld+json': breadcrumbJsonLd(origin, input.breadcrumbs) });
  for (const extra of input.jsonLd ?? []) meta.push({ 'script:ld+json': extra });
  return meta;
}

/**
 * The search engines' ownership tags the back office holds (public settings, group `seo`): one `<meta>` each, for
 * those set to a code of the form engines issue (anything else is left out rather than written into every page).
 */
export function verificationTags(
  settings: Record<string, string | undefined>,
): Array<{ name: string; content: string }> {
  return Object.entries(SITE_VERIFICATION_TAGS).flatMap(([key, name]) => {
    const content = settings[key]?.trim() ?? '';
    return SITE_VERIFICATION_PATTERN.test(content) ? [{ name, content }] : [];
  });
}

/** Baidu's `hm.js` for the site's 百度统计 id, when the setting holds one of the form Baidu issues; else null. */
export function baiduTongjiScript(settings: Record<string, string | undefined>): string | null {
  const id = settings[BAIDU_TONGJI_KEY]?.trim().toLowerCase() ?? '';
  return BAIDU_TONGJI_PATTERN.test(id) ? `https://hm.baidu.com/hm.js?${id}` : null;
}

/** What names a department, an office or a company rather than a person (市场部, 技术中心, 总经理办公室, …). */
const ORGANIZATION_NAME = /(部|中心|办公室|办|室|处|科|组|院|所|站|厂|公司|集团|委员会|协会|学会|团队|事业群|分公司)$/;

/**
 * A news item's author for schema.org: a person's name is a Person, a department's (or no author: the company) an
 * Organization, as search engines expect of an article written by an office.
 */
export function articleAuthor(author: string, company: string): object {
  const name = author.trim();
  if (!name) return { '@type': 'Organization', name: company };
  return { '@type': ORGANIZATION_NAME.test(name) ? 'Organization' : 'Person', name };
}
