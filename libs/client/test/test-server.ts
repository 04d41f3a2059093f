import { startBuiltServer, type BuiltServer } from '../tools/built-server.ts';

export { SERVER_ADMIN, SERVER_TOKEN_SECRET } from '../tools/built-server.ts';

/** The built backend (`nx run @site/client:test` builds it first) on a fresh SQLite file. */
export const startTestServer = (): Promise<BuiltServer> =>
  startBuiltServer(require.resolve('@site/backend/dist/main.js'));
