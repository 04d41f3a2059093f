// The two servers a bench run drives: the built all-in-one server, and a plain node:http server answering the very
// bytes the API answered (the machine's ceiling for the same response).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** Starts dist/main.js as `npm start` does (SERVER_NODE_FLAGS) on `databaseUrl`; resolves with its URL and process once it listens. */
export function startApp({ databaseUrl, dir, secret, password, seedDemo }) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(here, '..', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: join(dir, 'uploads'),
      SEED_DEMO: String(seedDemo),
      API_TOKEN_SECRET: secret,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: password,
    },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk;
      const match = /http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${match[1]}` });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** Stops the server gracefully (SIGTERM) and waits for it to exit. */
export function stopApp(app) {
  return new Promise((resolve) => {
    app.child.removeAllListeners('exit');
    app.child.once('exit', resolve);
    app.child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MiB (Linux /proc). */
export function residentMiB(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : null;
}

/**
 * A node:http server that reads the request body, as the API does, and answers the bytes recorded for that method,
 * path and body (or for the path alone, for calls whose body varies per request).
 */
export function startCeiling() {
  const answers = new Map();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const answer = answers.get(`${req.method} ${req.url} ${body}`) ?? answers.get(`${req.method} ${req.url}`);
      res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(answer ?? '{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        record: (method, path, body, bytes) =>
          answers.set(body === null ? `${method} ${path}` : `${method} ${path} ${body}`, bytes),
        close: () => server.close(),
      }),
    ),
  );
}

/**
 * Express 5 with nothing else, answering `bytes` on GET `path`: the floor any Express app stands on, for reading the
 * health ratio (health costs the framework and little more).
 */
export async function startExpressFloor(path, bytes) {
  const { default: express } = await import('express');
  const app = express();
  app.get(path, (_req, res) => res.type('application/json; charset=utf-8').send(bytes));
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    );
  });
}
