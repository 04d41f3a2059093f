#!/usr/bin/env node
// `npm start`: build what is not built (Nx cache makes a second run instant), then run the
// all-in-one server (migrations, first admin and demo content happen at its start).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: process.env.NX_DAEMON ?? 'false' };

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

// Forward SIGINT/SIGTERM so the server shuts down gracefully, and exit with its code.
const server = spawn(process.execPath, [main], { cwd: root, env: process.env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
