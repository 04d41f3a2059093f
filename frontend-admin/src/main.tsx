import { readRuntimeSettings } from '@site/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/client';
import { createTokenStore } from './auth/session';
import { BackOffice } from './BackOffice';

// The server writes the deployment's settings (API base, hourly-token secret) into the page: nothing is baked in.
const settings = readRuntimeSettings(document);
const tokens = createTokenStore();
const api = createApiClient({
  apiBase: settings.apiBase,
  tokenSecret: settings.tokenSecret,
  getAccessToken: tokens.get,
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BackOffice settings={settings} tokens={tokens} api={api} />
  </StrictMode>,
);
