import { randomBytes } from 'node:crypto';
// Starts the built all-in-one server on a free port for a script (export, Lighthouse) and stops it after.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, server) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`服务器启动失败（退出码 ${server.exitCode}）`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('服务器在 120 秒内没有就绪');
}

/** `{ url, pid, stop }` of a running server; `env` adds to (and overrides) this process's environment. */
export async function startPublicServer(env = {}) {
  const main = join(ROOT, 'backend', 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`找不到 ${main}：请先运行 npm run build。`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Production needs SITE_URL: the pages name the address they are fetched from unless the caller names another.
  const server = spawn(process.execPath, [main], {
    cwd: ROOT,
    // A production server refuses the development token secret: a throwaway one for this run, unless one is given.
    env: {
      API_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      SITE_URL: url,
      ...process.env,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(url, server);
  return {
    url,
    pid: server.pid,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', resolve);
        server.kill('SIGTERM');
      }),
  };
}
