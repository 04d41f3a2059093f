import type { AppConfig } from '../../config/app-config';

/**
 * A root-relative path (`/detail/1?preview=…`) as the address the site writes into a link: at SITE_URL when the
 * server has one (the public address, whatever host the admin reached the back office by), root-relative without it.
 */
export function siteAddress(config: Pick<AppConfig, 'siteUrl'>, path: string): string {
  return `${config.siteUrl ?? ''}${path}`;
}
