import { buildIdOf } from '../lib/build.server';
import type { Route } from './+types/builds.meta';

/** The manifest of the build being served (`/builds/meta/{id}.json`); other ids are not here (404). */
export function loader({ context, params }: Route.LoaderArgs) {
  const id = buildIdOf(context);
  if (!id || params.file !== `${id}.json`) {
    return new Response('构建不存在', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return Response.json(
    { id, prerendered: [] },
    { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  );
}
