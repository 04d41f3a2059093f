import { ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hourlyToken } from '@site/contract';
import { isBuilt } from './support/built';
import { createTestDatabase, testDatabases } from './support/test-database';

/**
 * The built server as `npm start` runs it: a child process on a fresh SQLite file. Needs
 * `backend/dist` (the `test` target builds first).
 */
const MAIN = join(__dirname, '..', 'dist', 'main.js');
const SECRET = 'process-test-secret';

interface Running {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  /** Resolves with the match once the server's output matches `pattern`. */
  printed: (pattern: RegExp) => Promise<RegExpExecArray>;
  url: string;
}

function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: '0',
      SEED_DEMO: 'false',
      API_TOKEN_SECRET: SECRET,
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve) => {
      const look = () => {
        const match = pattern.exec(output);
        if (!match) return;
        child.stdout.off('data', look);
        child.stderr.off('data', look);
        resolve(match);
      };
      child.stdout.on('data', look);
      child.stderr.on('data', look);
      look();
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout.on('data', () => {
      const match = /(http:\/\/localhost:\d+\/)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, output: () => output, printed, url: match[1] });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

const describeBuilt = isBuilt('server-process', [MAIN]) ? describe : describe.skip;

describeBuilt('the all-in-one server process', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'site-proc-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('migrates a new database, prints the URL and a generated first-admin password that signs in', async () => {
    const server = await startServer({ DATABASE_URL: `sqlite:${join(dir, 'site.db')}`, UPLOAD_DIR: join(dir, 'up') });
    try {
      const [, password] = await server.printed(/初始密码[^：]*：(\S+)/);
      expect(password).toBeDefined();
      const health = await fetch(`${server.url}api/health`).then((res) => res.json());
      expect(health).toEqual({ code: 0, msg: expect.any(String), data: { status: 'ok', database: 'up' } });
      const login = await fetch(`${server.url}api/adm/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: hourlyToken(SECRET) },
        body: JSON.stringify({ username: 'admin', password }),
      }).then((res) => res.json() as Promise<{ code: number }>);
      expect(login.code).toBe(0);
    } finally {
      server.child.kill('SIGTERM');
      await exitOf(server.child);
    }
  });

  it('prints the first admin password only once: a second start on the same database does not', async () => {
    const env = { DATABASE_URL: `sqlite:${join(dir, 'site.db')}`, UPLOAD_DIR: join(dir, 'up') };
    const first = await startServer(env);
    first.child.kill('SIGTERM');
    await exitOf(first.child);
    const second = await startServer(env);
    second.child.kill('SIGTERM');
    await exitOf(second.child);
    expect(first.output()).toContain('初始密码');
    expect(second.output()).not.toContain('初始密码');
  });

  it.each(testDatabases())(
    'starts two processes at once on one fresh %s database: one migrates and creates the first admin',
    async (kind) => {
      const database = await createTestDatabase(kind);
      const env = { DATABASE_URL: database.url, UPLOAD_DIR: join(dir, 'up') };
      const started = await Promise.allSettled([startServer(env), startServer(env)]);
      const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
          'started',
          'started',
        ]);
        expect(servers.filter((server) => server.output().includes('已创建首个超级管理员'))).toHaveLength(1);
      } finally {
        for (const server of servers) server.child.kill('SIGTERM');
        await Promise.all(servers.map((server) => exitOf(server.child)));
        await database.drop();
      }
    },
  );

  it.each(['SIGTERM', 'SIGINT'] as const)('shuts down gracefully on %s with exit code 0', async (signal) => {
    const server = await startServer({
      DATABASE_URL: `sqlite:${join(dir, 'site.db')}`,
      ADMIN_PASSWORD: 'Given-pass-123',
    });
    expect(server.output()).not.toContain('Given-pass-123');
    server.child.kill(signal);
    expect(await exitOf(server.child)).toBe(0);
  });

  it('refuses to start on bad configuration with a message naming the variable', async () => {
    const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', PORT: 'eighty' } });
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    expect(await exitOf(child)).toBe(1);
    expect(output).toContain('PORT must be an integer');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
