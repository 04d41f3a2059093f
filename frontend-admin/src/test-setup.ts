import '@testing-library/jest-dom/vitest';
import { runtimeSettingsMetaTag } from '@site/contract';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/** The settings the all-in-one server writes into /adm/ pages; the tests read them like the app does. */
export const TEST_RUNTIME_SETTINGS = { apiBase: '/api', tokenSecret: 'test-secret', buildId: 'test' };
document.head.insertAdjacentHTML('beforeend', runtimeSettingsMetaTag(TEST_RUNTIME_SETTINGS));

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
