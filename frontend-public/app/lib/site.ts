import { SettingKey, type Seo } from '@site/contract';
import type { MetaDescriptor } from 'react-router';

/** Shown until the site setting below exists (and when the API cannot be reached). */
export const DEFAULT_SITE_NAME = '企业网站';
/** The public site setting that names the site (`get_set_detail`). */
export const SITE_NAME_KEY = SettingKey.SITE_NAME;

export type PublicSettings = Record<string, string>;

export interface NavItem {
  to: string;
  label: string;
}

/** The public routes of the product spec, section 2, in menu order. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: '首页' },
  { to: '/news', label: '新闻动态' },
  { to: '/about', label: '关于我们' },
  { to: '/service', label: '服务项目' },
  { to: '/download', label: '下载中心' },
  { to: '/education', label: '教育培训' },
  { to: '/join', label: '加入我们' },
  { to: '/perform', label: '业绩展示' },
];

export function siteNameOf(settings: PublicSettings | null | undefined): string {
  const name = settings?.[SITE_NAME_KEY];
  return typeof name === 'string' && name.trim() ? name.trim() : DEFAULT_SITE_NAME;
}

/** The page's `<title>`, description and keywords from its SEO entry, with the site name as the fallback title. */
export function seoMeta(
  seo: Pick<Seo, 'title' | 'description' | 'keywords'> | null | undefined,
  siteName: string,
): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [{ title: seo?.title?.trim() || siteName }];
  const description = seo?.description?.trim();
  const keywords = seo?.keywords?.trim();
  if (description) meta.push({ name: 'description', content: description });
  if (keywords) meta.push({ name: 'keywords', content: keywords });
  return meta;
}

/** A URL path as a person reads it (`/新闻` rather than `/%E6%96%B0%E9%97%BB`); malformed escapes stay as sent. */
export function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
