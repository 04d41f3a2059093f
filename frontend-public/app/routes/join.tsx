import { TextPage } from '../components/TextPage';
import { navPageMeta } from '../lib/page-meta';
import { pageTextOf, seoOf } from '../lib/page.server';
import type { Route } from './+types/join';

export async function loader() {
  const [seo, text] = await Promise.all([seoOf('join'), pageTextOf('join')]);
  return { seo, text };
}

export default function Join({ loaderData }: Route.ComponentProps) {
  return <TextPage page="join" text={loaderData.text} />;
}

export const meta: Route.MetaFunction = (args) => navPageMeta('join', args);
