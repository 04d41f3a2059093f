// The built all-in-one server (backend/dist/main.js) in a child process on a fresh embedded SQLite file: what the
// generator reads the OpenAPI document from and what the package's tests call. Runs under Node's type stripping
// (the generator) and under Jest (the tests), so it avoids import.meta and __dirname: the caller names main.js.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SERVER_ADMIN = { username: 'admin', password: 'Client-pass-123' } as const;
export const SERVER_TOKEN_SECRET = 'client-package-secret';

export interface BuiltServer {
  /** The server's origin, e.g. `http://127.0.0.1:40123`. */
  url: string;
  stop(): Promise<void>;
}

/** How long a start may take: migrations on a fresh database and the front ends' mounting, on a shared machine. */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
/** The first line of the server's announcement names the address it listens on (PORT=0: a free port). */
const LISTENING = /http:\/\/localhost:(\d+)\//;

/** Starts `mainJs` listening on a free port; resolves once it announces its address. */
export async function startBuiltServer(mainJs: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-client-'));
  const child = spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      DATABASE_URL: `sqlite:${join(dataDir, 'site.db')}`,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      SEED_DEMO: 'false',
      ADMIN_USERNAME: SERVER_ADMIN.username,
      ADMIN_PASSWORD: SERVER_ADMIN.password,
      API_TOKEN_SECRET: SERVER_TOKEN_SECRET,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  let output = '';
  try {
    const port = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('did not start in time')), START_TIMEOUT_MS);
      const read = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-8_000);
        const match = LISTENING.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`exited with ${code}`));
      });
    });
    // The reader stays attached (keeping only the last lines), so a full pipe never stalls the server.
    return { url: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw new Error(`${mainJs}: ${(error as Error).message}\n${output}`, { cause: error });
  }
}
