import type { RuntimeSettings } from '@site/contract';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { ApiClient } from './api/client';
import { ADMIN_BASENAME, LOGIN_PATH, routeOf } from './auth/paths';
import type { TokenStore } from './auth/session';
import { LoginPage } from './auth/LoginPage';

const loadApp = () => import('./App');
/** react-admin and everything signed in: fetched at sign-in, never by the login page. */
const App = lazy(() => loadApp().then((module) => ({ default: module.App })));

export interface BackOfficeProps {
  settings: RuntimeSettings;
  tokens: TokenStore;
  /** The client the login page signs in with (the signed-in app makes its own). */
  api: ApiClient;
}

/**
 * Signed out, the light login page at /adm/login; signed in, react-admin. The screen a signed-out visitor asked for
 * is replaced by /adm/login (one history entry, no shell shown first) and replaced back after sign-in, so Back then
 * leaves the back office instead of landing on the login form.
 */
export function BackOffice({ settings, tokens, api }: BackOfficeProps) {
  const [next, setNext] = useState<string | null>(() =>
    tokens.get() === null ? routeOf(window.location.pathname) + window.location.search : null,
  );
  const signedOut = next !== null;

  useEffect(() => {
    if (signedOut) window.history.replaceState(null, '', `${ADMIN_BASENAME}${LOGIN_PATH}`);
  }, [signedOut]);

  /** `landing`: where the sign-in must go first (enrolling TOTP when the site requires it), else the asked-for screen. */
  const onSignedIn = useCallback(
    (landing?: string) => {
      const route = landing ?? (next === null || next.startsWith(LOGIN_PATH) ? '/' : next);
      window.history.replaceState(null, '', `${ADMIN_BASENAME}${route}`);
      setNext(null);
    },
    [next],
  );

  if (signedOut) return <LoginPage api={api} tokens={tokens} onSignedIn={onSignedIn} preload={loadApp} />;
  return (
    <Suspense fallback={null}>
      <App settings={settings} tokens={tokens} onSignedOut={setNext} />
    </Suspense>
  );
}
