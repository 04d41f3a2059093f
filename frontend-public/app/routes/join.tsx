import { TextPage } from '../components/TextPage';
import { serverApi, withHistoryGaps } from '../lib/api.server';
import { navPageMeta } from '../lib/page-meta';
import { pageTextOf, seoOf } from '../lib/page.server';
import type { Route } from './+types/join';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [seo, text] = await Promise.all([seoOf(api, 'join'), pageTextOf(api, 'join')]);
  return withHistoryGaps(api, { seo, text });
}

export default function Join({ loaderData }: Route.ComponentProps) {
  return <TextPage page="join" text={loaderData.text} />;
}

export const meta: Route.MetaFunction = (args) => navPageMeta('join', args);
