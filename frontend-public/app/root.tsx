import { siteOf } from './load-context';
import { PublicCall, RUNTIME_SETTINGS_META_NAME, SettingKey } from '@site/contract';
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
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { BaiduTongji } from './components/BaiduTongji';
import { SiteFooter } from './components/SiteFooter';
import { PreviewBanner } from './components/PreviewBanner';
import { SiteHeader } from './components/SiteHeader';
import { DeploymentWatcher } from './deploy/DeploymentWatcher';
import { serverApi } from './lib/api.server';
import type { RootData } from './lib/root-data';
import { DEFAULT_SITE_NAME, readablePath, siteNameOf, updateCheckMs, type PublicSettings } from './lib/site';
import { verificationTags } from './lib/seo';

/**
 * The public settings every page shows (header, footer, JSON-LD), defaults when the API fails; and the runtime
 * settings the browser gets, the very ones this server's loaders call the API with.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const api = serverApi(context);
  const settings = (await api.callOr<PublicSettings | null>(null, PublicCall.GET_SET_DETAIL, {})) ?? {};
  return {
    siteName: siteNameOf(settings),
    settings,
    origin: new URL(request.url).origin,
    runtime: api.settings.runtime,
    updateCheckMs: updateCheckMs(settings),
    preview: siteOf(context).preview?.state ?? null,
    timeMachineGaps: api.timeMachineGaps(),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Made from the site's logo (routes/favicon.ts): what Baidu and older browsers ask for, and a phone's home screen.
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/**
 * The toasts' provider, and notistack with it, loaded once the page has hydrated: nothing shows a toast at the first
 * paint, which so waits for none of it (issue 22); a toast asked for before it is in waits for it (notify/toaster.ts).
 */
const Toasts = lazy(() => import('./notify/Toasts'));

export function Layout({ children }: { children: React.ReactNode }) {
  // Undefined while the error page renders after a failed root loader.
  const data = useRouteLoaderData<typeof loader>('root');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const siteName = data?.siteName ?? DEFAULT_SITE_NAME;
  const settings = data?.settings ?? {};
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2b2f33" />
        {data && <meta name={RUNTIME_SETTINGS_META_NAME} content={JSON.stringify(data.runtime)} />}
        {data?.preview && <meta name="robots" content="noindex, nofollow" />}
        {/* One page for every screen; Baidu's phone transcoding (siteapp) must leave it as it is. */}
        <meta name="applicable-device" content="pc,mobile" />
        <meta httpEquiv="Cache-Control" content="no-transform" />
        <meta httpEquiv="Cache-Control" content="no-siteapp" />
        {verificationTags(settings).map(({ name, content }) => (
          <meta key={name} name={name} content={content} />
        ))}
        <BaiduTongji settings={settings} />
        <Meta />
        <Links />
        {/*
          With a precedence React writes the stylesheet at the top of the head, before the module preloads
          <Scripts /> hoists there: the one file the first paint waits for is requested first, not behind a score of
          scripts queued on HTTP/1.1's six connections. (A route's `links` cannot carry a precedence.)
        */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
      </head>
      <body>
        <a className="skip-link" href="#main">
          跳到正文
        </a>
        {data?.preview && <PreviewBanner preview={data.preview} />}
        <SiteHeader siteName={siteName} logo={settings[SettingKey.SITE_LOGO]} />
        <main id="main" className="page">
          {children}
        </main>
        <SiteFooter siteName={siteName} settings={settings} />
        {hydrated && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
        {data && <DeploymentWatcher buildId={data.runtime.buildId} intervalMs={data.updateCheckMs} />}
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
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const unavailable = status === 503;
  const title = notFound ? 'Page Not Found' : unavailable ? 'Service Unavailable' : 'Internal Server Error';
  const detail = notFound
    ? `Page Not Found: ${readablePath(pathname)}`
    : unavailable
      ? '网站正在维护或暂时无法访问数据，请稍后刷新重试。'
      : '服务器开小差了，请稍后再试。';
  return (
    <section className="notice" data-status={status}>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <p className="notice-code">{status}</p>
      <h1>{notFound ? '页面不存在' : unavailable ? '服务暂不可用' : '出错了'}</h1>
      <p className="notice-detail">{detail}</p>
      {import.meta.env.DEV && error instanceof Error && <pre className="notice-stack">{error.stack}</pre>}
      <a className="button" href="/">
        返回首页
      </a>
    </section>
  );
}
