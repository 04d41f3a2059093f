import { PublicCall, type Seo } from '@site/contract';
import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { publicCallOr } from '../lib/api.server';
import { DEFAULT_SITE_NAME, NAV_ITEMS, seoMeta } from '../lib/site';
import type { loader as rootLoader } from '../root';

export async function loader() {
  const seo = await publicCallOr<Seo | null>(null, PublicCall.GET_SEO_DETAIL, { page: 'home' });
  return { seo };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const siteName = useRouteLoaderData<typeof rootLoader>('root')?.siteName ?? DEFAULT_SITE_NAME;
  const intro = loaderData.seo?.description?.trim();
  return (
    <>
      <section className="hero">
        <h1>{siteName}</h1>
        <p>{intro || `欢迎访问${siteName}。`}</p>
      </section>
      <nav className="sections" aria-label="栏目">
        {NAV_ITEMS.filter((item) => item.to !== '/').map((item) => (
          <Link key={item.to} to={item.to} className="section-card">
            {item.label}
          </Link>
        ))}
      </nav>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.data as
    Awaited<ReturnType<typeof rootLoader>> | undefined;
  return seoMeta(loaderData?.seo, root?.siteName ?? DEFAULT_SITE_NAME);
};
