import { sitemapEntries, sitemapXml } from '../lib/sitemap.server';
import type { Route } from './+types/sitemap';

export async function loader({ request }: Route.LoaderArgs) {
  const xml = sitemapXml(new URL(request.url).origin, await sitemapEntries());
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
