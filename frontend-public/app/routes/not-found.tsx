import { data } from 'react-router';
import { readablePath } from '../lib/site';
import type { Route } from './+types/not-found';

/** No route matched: a non-fatal 404 inside the normal layout (product spec, sections 2 and 8). */
export function loader({ url }: Route.LoaderArgs) {
  // `url`, not `request.url`: on client navigations the request is the raw `/path.data` fetch (v8_passThroughRequests).
  return data({ path: readablePath(url.pathname) }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <section className="notice" data-status="404">
      <p className="notice-code">404</p>
      <h1>页面不存在</h1>
      <p className="notice-detail">{`Page not found: ${loaderData.path}`}</p>
      <a className="button" href="/">
        返回首页
      </a>
    </section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }];
