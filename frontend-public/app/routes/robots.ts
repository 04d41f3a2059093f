import type { Route } from './+types/robots';

/** Everything public may be crawled; the back office and the API may not. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /adm/',
    'Disallow: /api/',
    'Disallow: /download/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ];
  return new Response(body.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
