// The servers a bench run drives, each in a process of its own: the built all-in-one server, a plain node:http server
// answering the very bytes the API answered (the machine's ceiling for the same response), and Express alone.
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Starts `backendDir`/dist/main.js (this checkout's by default, BENCH_BASELINE's for the build before a change) as
 * `npm start` does (SERVER_NODE_FLAGS, then `extraFlags`), on `node`, on `databaseUrl`, with `env` on top (e.g. the S3
 * settings); resolves with its URL and process once it listens.
 */
export async function startApp({
  databaseUrl,
  dir,
  secret,
  password,
  seedDemo,
  backendDir = join(here, '..'),
  node = process.execPath,
  extraFlags = [],
  env = {},
}) {
  // A baseline checkout starts with its own flags, as its own `npm start` would.
  const { SERVER_NODE_FLAGS: flags } = await import(
    pathToFileURL(join(backendDir, 'server-node-flags.mjs')).href
  ).catch(() => ({
    SERVER_NODE_FLAGS,
  }));
  const child = spawn(node, [...flags, ...extraFlags, join(backendDir, 'dist', 'main.js')], {
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
      ...env,
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
        // From here on its lines (an access line per request) are drained, not kept: gathering them all in this
        // process cost the machine more with every request and slowed later runs down by half.
        child.stdout.off('data', onData);
        child.stderr.off('data', onData);
        child.stdout.resume();
        child.stderr.resume();
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

/** Resident memory of a process in MiB (Linux /proc); `peak`: the most it has held since it started. */
export function residentMiB(pid, { peak = false } = {}) {
  const field = peak ? 'VmHWM' : 'VmRSS';
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : null;
}

/**
 * Starts one of plain-servers.mjs's reference servers in a process of its own, as the app runs in its own: in the
 * bench's process it would share a thread with autocannon and answer about half of what it can.
 */
async function startPlain(kind, ...args) {
  const child = fork(join(here, 'plain-servers.mjs'), [kind, ...args]);
  const [{ url }] = await once(child, 'message');
  return { url, child, close: () => child.kill() };
}

/** The machine's ceiling for an answer (see plain-servers.mjs); `record` resolves once it answers those bytes. */
export async function startCeiling() {
  const { url, child, close } = await startPlain('ceiling');
  const record = async (method, path, body, bytes) => {
    const key = body === null ? `${method} ${path}` : `${method} ${path} ${body}`;
    child.send({ record: [key, bytes] });
    await once(child, 'message');
  };
  return { url, record, close };
}

/** Express 5 alone answering `bytes` on GET `path`, on the server the app is served on (see plain-servers.mjs). */
export function startExpressFloor(path, bytes) {
  return startFloor('expressBorn', path, bytes);
}

/** A framework alone (a kind of plain-servers.mjs: `express`, `expressBorn`, `nestExpress`, …) answering `bytes` on GET `path`. */
export function startFloor(kind, path, bytes) {
  return startPlain(kind, path, bytes);
}
