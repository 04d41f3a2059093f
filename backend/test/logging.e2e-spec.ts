import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Header, hourlyToken } from '@site/contract';
import { BUILT_SERVER, ownSiteSettings, startBuiltServer } from './support/deployment';
import { describeWhen } from './faults/fault-support';

/**
 * The built server's own stdout (a file, so no terminal: JSON lines), read after it has stopped, so every line it
 * wrote is there.
 */
const SECRET = 'logging-token-secret';
const ADMIN = { username: 'admin', password: 'Logging-pass-123' };
const WRONG_PASSWORD = 'Wrong-logged-pass-9';
const BEARER = 'bearer-credential-not-for-logs';
const COOKIE = 'cookie-credential-not-for-logs';

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** Runs the built server with `env`, sends one failed sign-in with every kind of credential, and stops it. */
async function serveOneSignIn(env: Record<string, string>, requestId: string) {
  const dir = mkdtempSync(join(tmpdir(), 'site-logging-'));
  try {
    const server = await startBuiltServer(dir, {
      NODE_ENV: 'production',
      ...(await ownSiteSettings(dir, ADMIN, SECRET)),
      ...env,
    });
    const token = hourlyToken(SECRET);
    const answer = await fetch(`${server.url}/api/adm/login?preview=query-credential`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        [Header.HOURLY_TOKEN]: token,
        [Header.ACCESS_TOKEN]: 'access-token-not-for-logs',
        authorization: `Bearer ${BEARER}`,
        cookie: `session=${COOKIE}`,
      },
      body: JSON.stringify({ username: ADMIN.username, password: WRONG_PASSWORD }),
    });
    await answer.arrayBuffer();
    await server.stop('SIGTERM');
    const output = server.log();
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
    return { output, lines, token, status: answer.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describeWhen(existsSync(BUILT_SERVER), `logging needs the built server (${BUILT_SERVER})`)('server logs', () => {
  it('writes one JSON access line per request, with its request id, route, status and address, and no secret', async () => {
    const requestId = 'logging-request-0001';
    const { output, lines, token, status } = await serveOneSignIn({}, requestId);
    const access = lines.filter((line) => line.requestId === requestId && line.msg === 'request');
    expect(access).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'POST',
        route: '/api/adm/login',
        status,
        durationMs: expect.any(Number),
        ip: expect.stringMatching(/127\.0\.0\.1$/),
      }),
    ]);
    for (const secret of [WRONG_PASSWORD, BEARER, COOKIE, token, 'access-token-not-for-logs', 'query-credential']) {
      expect({ secret, logged: output.includes(secret) }).toEqual({ secret, logged: false });
    }
  });

  it('writes nothing below LOG_LEVEL: at warn, no access line and no info line', async () => {
    const requestId = 'logging-request-0002';
    const { lines } = await serveOneSignIn({ LOG_LEVEL: 'warn' }, requestId);
    expect(lines.filter((line) => line.requestId === requestId)).toEqual([]);
    expect(lines.filter((line) => line.level < 40)).toEqual([]);
  });

  it('refuses a LOG_LEVEL it does not know, naming the values', async () => {
    await expect(serveOneSignIn({ LOG_LEVEL: 'verbose' }, 'logging-request-0003')).rejects.toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    );
  });
});
