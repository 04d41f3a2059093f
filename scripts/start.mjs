#!/usr/bin/env node
// `npm start`: build what is not built (Nx cache makes a second run instant), then run the
// all-in-one server (migrations, first admin and demo content happen at its start).
import { spawnSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../backend/server-node-flags.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// `npm start` serves production builds and runs in production mode whatever NODE_ENV the shell has (a shell left
// at `development` would otherwise build development React and serve it as production).
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NX_NO_CLOUD: 'true',
  NX_DAEMON: process.env.NX_DAEMON ?? 'false',
};

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('构建失败，请查看上面的输出。');
  process.exit(build.status ?? 1);
}

const main = join(root, 'backend', 'dist', 'main.js');
if (!existsSync(main)) {
  console.error(`找不到 ${main}：构建没有产生服务器入口。`);
  process.exit(1);
}

// The built site runs in production mode (rendering, caching, no development error details) while a first
// start on an empty database still loads the demo content; anything else set in the environment wins.
// Without API_TOKEN_SECRET this installation gets its own, kept beside the default database: the front
// ends receive it from the server at run time, so no build depends on it.
const serverEnv = { SEED_DEMO: 'true', ...process.env, NODE_ENV: 'production' };
serverEnv.API_TOKEN_SECRET ||= installationSecret(join(root, 'data', 'api-token-secret'));
// Production needs the site's address (SITE_URL): without one, the address the server announces (bootstrap.ts), so
// the quick start stays one command; a real deployment sets its own.
serverEnv.SITE_URL ||= `http://localhost:${serverEnv.PORT || 3000}`;

// Forward SIGINT/SIGTERM so the server shuts down gracefully, and exit with its code.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], { cwd: root, env: serverEnv, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

/** A random secret created on the first start and read back on every later one. */
function installationSecret(file) {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
