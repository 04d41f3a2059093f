import { buildIdOf } from '../lib/build.server';
import type { Route } from './+types/builds.latest';

/** The build this server serves now: pages of an older build offer a reload when they see another id. */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json({ id: buildIdOf(context) }, { headers: { 'Cache-Control': 'no-cache' } });
}
