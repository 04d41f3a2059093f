import { readRuntimeSettings } from '@site/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createTokenStore } from './auth/session';

// The server writes the deployment's settings (API base, hourly-token secret) into the page: nothing is baked in.
const settings = readRuntimeSettings(document);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App settings={settings} tokens={createTokenStore()} />
  </StrictMode>,
);
