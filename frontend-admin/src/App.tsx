import type { RuntimeSettings } from '@site/contract';
import { lazy, useEffect, useMemo } from 'react';
import { Admin, Resource } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApiClient } from './api/client';
import { ApiProvider } from './api/ApiContext';
import { ADMIN_BASENAME } from './auth/paths';
import { SignInGate } from './auth/SignInGate';
import type { TokenStore } from './auth/session';
import { LazyAdminLayout } from './layout/LazyAdminLayout';
import { ReactAdminToasts } from './notify/ReactAdminToasts';
import { ToastProvider } from './notify/ToastProvider';
import { createAuthProvider } from './auth/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { i18nProvider, preloadLanguages } from './providers/i18nProvider';
import { RESOURCES } from './resources/registry';
import { accessChecked } from './resources/shared/accessChecked';
import { securityRoutes } from './auth/routes';
import { lightTheme } from './theme';

/** Loaded once signed in: /adm/login does not carry it. */
const Dashboard = lazy(() => import('./dashboard/Dashboard').then((module) => ({ default: module.Dashboard })));

/** react-admin's /login route is never shown (SignInGate hands over to the light login page first). */
const NO_LOGIN_PAGE = () => null;

const CHECKED_RESOURCES = RESOURCES.map(accessChecked);

export interface AppProps {
  settings: RuntimeSettings;
  tokens: TokenStore;
  /** Signed out: show the light login page, then come back to `next` (a route such as `/news`). */
  onSignedOut: (next: string) => void;
  /** Tests pass a fake. */
  fetch?: typeof fetch;
}

/** The back office under /adm/ once signed in: react-admin over the contract's POST calls. */
export function App({ settings, tokens, onSignedOut, fetch }: AppProps) {
  const api = useMemo(
    () =>
      createApiClient({
        apiBase: settings.apiBase,
        tokenSecret: settings.tokenSecret,
        getAccessToken: tokens.get,
        fetch,
      }),
    [settings, tokens, fetch],
  );
  const dataProvider = useMemo(() => createDataProvider(api), [api]);
  const authProvider = useMemo(() => createAuthProvider(api, tokens), [api, tokens]);
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      // Safari has none: there, right after start-up.
      const timer = setTimeout(preloadLanguages);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preloadLanguages);
    return () => cancelIdleCallback(idle);
  }, []);

  // A data router: react-admin's warning before leaving a form with unsaved changes needs one to block the
  // navigation (under a plain BrowserRouter it is switched off). Made once: its inputs live as long as the app.
  const router = useMemo(
    () =>
      createBrowserRouter(
        [
          {
            path: '*',
            element: (
              <SignInGate tokens={tokens} onSignedOut={onSignedOut}>
                <Admin
                  title="管理后台"
                  dataProvider={dataProvider}
                  authProvider={authProvider}
                  loginPage={NO_LOGIN_PAGE}
                  i18nProvider={i18nProvider}
                  theme={lightTheme}
                  layout={LazyAdminLayout}
                  dashboard={Dashboard}
                  notification={ReactAdminToasts}
                  disableTelemetry
                >
                  {CHECKED_RESOURCES.map((props) => (
                    <Resource key={props.name} {...props} />
                  ))}
                  {securityRoutes}
                </Admin>
              </SignInGate>
            ),
          },
        ],
        { basename: ADMIN_BASENAME },
      ),
    [tokens, onSignedOut, dataProvider, authProvider],
  );

  return (
    <ApiProvider value={api}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ApiProvider>
  );
}
