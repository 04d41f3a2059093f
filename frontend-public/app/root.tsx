import { PublicCall } from '@site/contract';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';
import { publicCallOr } from './lib/api.server';
import { DEFAULT_SITE_NAME, readablePath, siteNameOf, type PublicSettings } from './lib/site';

/** The public settings every page shows (site name in header and footer); defaults when the API fails. */
export async function loader() {
  const settings = await publicCallOr<PublicSettings | null>(null, PublicCall.GET_SET_DETAIL, {});
  return { siteName: siteNameOf(settings) };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesheet },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Undefined while the error boundary renders after a failed root loader.
  const data = useRouteLoaderData<typeof loader>('root');
  const siteName = data?.siteName ?? DEFAULT_SITE_NAME;
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteHeader siteName={siteName} />
        <main className="page">{children}</main>
        <SiteFooter siteName={siteName} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The generic error page (product spec, section 2): a 404 variant and one for every other error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page Not Found' : 'Internal Server Error';
  const detail = notFound ? `Page Not Found: ${readablePath(pathname)}` : '服务器开小差了，请稍后再试。';
  return (
    <section className="notice">
      <title>{title}</title>
      <h1>{notFound ? '页面不存在' : '出错了'}</h1>
      <p className="notice-detail">{detail}</p>
      {import.meta.env.DEV && error instanceof Error && <pre className="notice-stack">{error.stack}</pre>}
      <a className="button" href="/">
        返回首页
      </a>
    </section>
  );
}
