import { serverApi } from '../lib/api.server';
import { sitemapEntries, sitemapXml } from '../lib/sitemap.server';
import type { Route } from './+types/sitemap';

export async function loader({ request, context }: Route.LoaderArgs) {
  const xml = sitemapXml(new URL(request.url).origin, await sitemapEntries(serverApi(context)));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
