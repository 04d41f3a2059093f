import type { RuntimeSettings } from '@site/contract';
import { lazy, useMemo } from 'react';
import { Admin, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { createApiClient } from './api/client';
import { ApiProvider } from './api/ApiContext';
import { SignInGate } from './auth/SignInGate';
import type { TokenStore } from './auth/session';
import { LazyAdminLayout } from './layout/LazyAdminLayout';
import { ReactAdminToasts } from './notify/ReactAdminToasts';
import { ToastProvider } from './notify/ToastProvider';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { RESOURCES } from './resources/registry';
import { lightTheme } from './theme';

/** Loaded once signed in: /adm/login does not carry it. */
const Dashboard = lazy(() => import('./dashboard/Dashboard').then((module) => ({ default: module.Dashboard })));

/** Vite's `base` without the trailing slash: the back office lives under /adm/ (spec routes /adm/news, …). */
const ADMIN_BASENAME = '/adm';

export interface AppProps {
  settings: RuntimeSettings;
  tokens: TokenStore;
  /** Tests pass a fake. */
  fetch?: typeof fetch;
}

/** The back office under /adm/: react-admin over the contract's POST calls. */
export function App({ settings, tokens, fetch }: AppProps) {
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

  return (
    <ApiProvider value={api}>
      <ToastProvider>
        <BrowserRouter basename={ADMIN_BASENAME}>
          <SignInGate tokens={tokens}>
            <Admin
              title="管理后台"
              dataProvider={dataProvider}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              theme={lightTheme}
              layout={LazyAdminLayout}
              dashboard={Dashboard}
              notification={ReactAdminToasts}
              disableTelemetry
            >
              {RESOURCES.map((props) => (
                <Resource key={props.name} {...props} />
              ))}
            </Admin>
          </SignInGate>
        </BrowserRouter>
      </ToastProvider>
    </ApiProvider>
  );
}
