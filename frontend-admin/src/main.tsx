import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createTokenStore } from './auth/session';
import './styles.css';

const tokens = createTokenStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App tokens={tokens} tokenSecret={__API_TOKEN_SECRET__} />
  </StrictMode>,
);
