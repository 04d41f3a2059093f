/** Vite's `base` without the trailing slash: the back office lives under /adm/ (spec routes /adm/news, …). */
export const ADMIN_BASENAME = '/adm';

/** The login page inside the back office's router (/adm/login in the address bar). */
export const LOGIN_PATH = '/login';

/** The back office's route of the address bar's path: `/adm/news` → `/news`. */
export function routeOf(pathname: string): string {
  return pathname.startsWith(`${ADMIN_BASENAME}/`) ? pathname.slice(ADMIN_BASENAME.length) : '/';
}

/** Where a sign-in lands when the site requires two-factor sign-in and this admin has not enrolled yet. */
export const TWO_FACTOR_PATH = '/two-factor';

/** Where a sign-in with a one-time password (reset on the server) lands: nothing else answers until it is changed. */
export const PASSWORD_CHANGE_PATH = '/password';
