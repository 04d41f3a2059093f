import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { createApiClient } from '../api/client';
import { ApiProvider } from '../api/ApiContext';
import { i18nProvider } from '../providers/i18nProvider';
import { fakeApi } from './fake-api';

/**
 * Renders a screen of the back office signed in, in Chinese, on an API client whose server answers from `answers`
 * (fake-api.ts); answers the calls it received.
 */
export function renderWithApi(screen: ReactElement, answers: Parameters<typeof fakeApi>[0]) {
  const { fetch, calls } = fakeApi(answers);
  const api = createApiClient({ apiBase: '/api', tokenSecret: 'secret', getAccessToken: () => 'token', fetch });
  render(
    <ApiProvider value={api}>
      <AdminContext i18nProvider={i18nProvider}>{screen}</AdminContext>
    </ApiProvider>,
  );
  return calls;
}
