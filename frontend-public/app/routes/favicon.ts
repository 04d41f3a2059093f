import { PublicCall, SettingKey } from '@site/contract';
import { data, redirect } from 'react-router';
import { serverApi } from '../lib/api.server';
import type { PublicSettings } from '../lib/site';
import type { Route } from './+types/favicon';

/** A logo the site itself serves (an upload or a file of its own), never another site's address. */
const isOwnPicture = (src: string | undefined): src is string => !!src && /^\/(?!\/)[^\s]*$/.test(src);

/**
 * `/favicon.ico` and `/apple-touch-icon.png`: what Baidu's results, older browsers and a phone's home screen ask for
 * by name, sent to the site's logo (the back office's `site_logo`). Without a logo of its own the site has the SVG
 * icon for browsers (`/favicon.ico`) and no touch icon.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = (await serverApi(context).callOr<PublicSettings | null>(null, PublicCall.GET_SET_DETAIL, {})) ?? {};
  const logo = settings[SettingKey.SITE_LOGO]?.trim();
  const headers = { 'Cache-Control': 'public, max-age=3600' };
  if (isOwnPicture(logo)) return redirect(logo, { headers });
  if (new URL(request.url).pathname === '/favicon.ico') return redirect('/favicon.svg', { headers });
  throw data('Not Found', { status: 404 });
}
