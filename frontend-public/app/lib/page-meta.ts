import type { Seo } from '@site/contract';
import type { MetaDescriptor } from 'react-router';
import { rootDataOf } from './root-data';
import { pageMeta } from './seo';
import { navItem } from './site';

interface NavPageMetaArgs {
  loaderData?: { seo?: Seo | null } | null;
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  location: { pathname: string; search: string };
}

/** The `<head>` of a menu page: its SEO entry, its canonical URL and its place in the breadcrumb trail. */
export function navPageMeta(page: string, { loaderData, matches, location }: NavPageMetaArgs): MetaDescriptor[] {
  const item = navItem(page);
  return pageMeta({
    site: rootDataOf(matches),
    seo: loaderData?.seo,
    path: item.to,
    breadcrumbs: page === 'home' ? [] : [{ name: item.label, path: item.to }],
    noindex: new URLSearchParams(location.search).has('q'),
  });
}
