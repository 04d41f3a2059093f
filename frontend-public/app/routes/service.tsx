import { ImageCards } from '../components/ImageCards';
import { TextPage } from '../components/TextPage';
import { serverApi, withHistoryGaps } from '../lib/api.server';
import { navPageMeta } from '../lib/page-meta';
import { imagesOf, pageTextOf, seoOf } from '../lib/page.server';
import type { Route } from './+types/service';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [seo, text, services] = await Promise.all([
    seoOf(api, 'service'),
    pageTextOf(api, 'service'),
    imagesOf(api, 'service'),
  ]);
  return withHistoryGaps(api, { seo, text, services });
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const { text, services } = loaderData;
  return (
    <TextPage page="service" text={text}>
      {services.length > 0 && (
        <section className="section" aria-labelledby="service-items">
          <h2 id="service-items">服务领域</h2>
          <ImageCards items={services} ratio="16 / 9" />
        </section>
      )}
    </TextPage>
  );
}

export const meta: Route.MetaFunction = (args) => navPageMeta('service', args);
