import type { Seo } from '@site/contract';
import type { MetaDescriptor } from 'react-router';
import { rootDataOf } from './root-data';
import { pageMeta, type Crumb } from './seo';
import { DEFAULT_SITE_NAME, navItem } from './site';

interface NavPageMetaArgs {
  loaderData?: { seo?: Seo | null } | null;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string; search: string };
}

/** Where in a menu page one URL is: a page of its list, a category (news). */
export interface NavPagePlace {
  /** The canonical path, e.g. `/news/page/2`; the menu entry's path by default. */
  path?: string;
  /** Crumbs after the menu entry's. */
  trail?: Crumb[];
  /** Put before the SEO title, e.g. `公司新闻 - 第 2 页`: every page of a list has a title of its own. */
  subtitle?: string;
}

/** The `<head>` of a menu page: its SEO entry, its canonical URL and its place in the breadcrumb trail. */
export function navPageMeta(
  page: string,
  { loaderData, matches, location }: NavPageMetaArgs,
  place: NavPagePlace = {},
): MetaDescriptor[] {
  const item = navItem(page);
  const site = rootDataOf(matches);
  const siteName = site?.siteName || DEFAULT_SITE_NAME;
  const title = loaderData?.seo?.title?.trim() || siteName;
  // Every page of a list, and each category, describes itself: search engines take pages that share one
  // description for copies of each other.
  const about = loaderData?.seo?.description?.trim() || `${siteName} · ${item.label}`;
  return pageMeta({
    site,
    seo: loaderData?.seo,
    description: place.subtitle ? `${place.subtitle}：${about}` : about,
    path: place.path ?? item.to,
    ...(place.subtitle ? { title: `${place.subtitle} - ${title}` } : {}),
    breadcrumbs: page === 'home' ? [] : [{ name: item.label, path: item.to }, ...(place.trail ?? [])],
    noindex: new URLSearchParams(location.search).has('q'),
  });
}
