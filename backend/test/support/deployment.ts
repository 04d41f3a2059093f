import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { findExecutable, freePort, THIS_MACHINE, type ProcessPlace } from './executables';

/**
 * What docker/ describes, run on this machine: the compose file's settings as `docker-compose config` resolves them,
 * nginx from docker/nginx/templates rendered as the official image renders it, and the built server.
 */
const REPO = join(__dirname, '..', '..', '..');
export const COMPOSE_FILE = join(REPO, 'docker', 'docker-compose.yml');
export const NGINX_TEMPLATES = join(REPO, 'docker', 'nginx', 'templates');
export const BUILT_SERVER = join(REPO, 'backend', 'dist', 'main.js');
export const NGINX = '/usr/sbin/nginx';
export const DOCKER_COMPOSE = findExecutable('docker-compose');
const ENVSUBST = findExecutable('envsubst');

/** Ready to run: Debian's nginx, envsubst, docker-compose (and python3-yaml, its dependency) and the built server. */
export const deploymentToolsMissing = [
  ...(existsSync(NGINX) ? [] : [NGINX]),
  ...(ENVSUBST ? [] : ['envsubst (gettext-base)']),
  ...(DOCKER_COMPOSE ? [] : ['docker-compose']),
  ...(existsSync(BUILT_SERVER) ? [] : [`the built server (${BUILT_SERVER})`]),
];

/** The secrets docker/.env must hold (the compose file refuses to resolve without them). */
export const COMPOSE_SECRETS = {
  DB_PASSWORD: 'compose-db-password',
  API_TOKEN_SECRET: 'compose-token-secret',
  ADMIN_PASSWORD: 'compose-admin-password',
  PREVIEW_SECRET: 'compose-preview-secret',
  SECRETS_KEY: 'compose-secrets-key-of-32-characters',
  S3_ADMIN_ACCESS_KEY_ID: 'compose-admin-key',
  S3_ADMIN_SECRET_ACCESS_KEY: 'compose-admin-secret',
  S3_ACCESS_KEY_ID: 'compose-access-key',
  S3_SECRET_ACCESS_KEY: 'compose-secret-key',
  SITE_URL: 'https://www.example.cn',
  SITE_HOST: 'www.example.cn',
};

export interface ComposeService {
  image?: string;
  environment?: Record<string, string>;
  [key: string]: unknown;
}

/** `docker-compose config` of docker/docker-compose.yml with `env` as docker/.env (no other .env is read). */
export function composeConfig(dir: string, env: Record<string, string> = COMPOSE_SECRETS) {
  const envFile = join(dir, 'compose.env');
  writeFileSync(
    envFile,
    Object.entries(env)
      .map(([name, value]) => `${name}=${value}\n`)
      .join(''),
  );
  const resolved = spawnSync(DOCKER_COMPOSE as string, ['--env-file', envFile, '-f', COMPOSE_FILE, 'config'], {
    env: { PATH: process.env.PATH ?? '' },
    encoding: 'utf8',
  });
  if (resolved.status !== 0) return { ok: false as const, error: resolved.stderr };
  // docker-compose (Debian) is Python with PyYAML: the same parser turns its answer into JSON.
  const json = spawnSync('python3', ['-c', 'import json,sys,yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'], {
    input: resolved.stdout,
    encoding: 'utf8',
  });
  if (json.status !== 0) throw new Error(json.stderr);
  return { ok: true as const, config: JSON.parse(json.stdout) as { services: Record<string, ComposeService> } };
}

/** The environment compose gives `service`, resolved with the placeholder secrets. */
export function composeEnvironment(dir: string, service: string): Record<string, string> {
  const resolved = composeConfig(dir);
  if (!resolved.ok) throw new Error(resolved.error);
  return resolved.config.services[service].environment ?? {};
}

/**
 * The settings compose gives nginx, for this machine: its upstream line once per address given (`app:3000` replaced,
 * without `resolve`: an address needs no DNS, and Debian's nginx predates the parameter), the listen address, a cache
 * folder and the access log in `dir`, and `changes`.
 */
export function localNginxSettings(
  dir: string,
  upstreams: string[],
  listen: string,
  changes: Record<string, string> = {},
): Record<string, string> {
  const compose = composeEnvironment(dir, 'nginx');
  const serverLine = compose.NGINX_APP_SERVERS.replace(' resolve;', ';');
  return {
    ...compose,
    NGINX_APP_SERVERS: upstreams.map((address) => serverLine.replace('app:3000', address)).join('\n  '),
    NGINX_RESOLVER: '127.0.0.1',
    NGINX_LISTEN: listen,
    NGINX_CACHE_DIR: join(dir, 'cache'),
    NGINX_ACCESS_LOG: join(dir, 'access.log'),
    // The tests call nginx by its loopback address: that is the site's name here; any other host is redirected.
    NGINX_SERVER_NAME: new URL(`http://${listen}`).hostname,
    NGINX_SITE_URL: `http://${listen}`,
    ...changes,
  };
}

export interface RunningProcess {
  process: ChildProcess;
  /** What it wrote to its log so far. */
  log(): string;
  /** Sends `signal` (unless it has exited) and resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function spawnLogged(
  wrap: string[],
  command: string,
  args: string[],
  logFile: string,
  env?: NodeJS.ProcessEnv,
): RunningProcess {
  const [program, ...prefix] = [...wrap, command];
  const out = openSync(logFile, 'w');
  const child = spawn(program, [...prefix, ...args], { env, stdio: ['ignore', out, out] });
  closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    log: () => readFileSync(logFile, 'utf8'),
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** GETs `url` until it answers 200; fails when `server` exits or `timeoutMs` passes. */
export async function waitForHealth(url: string, server: RunningProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (server.process.exitCode !== null || Date.now() > deadline) {
      throw new Error(`${url} did not answer 200 (exit code ${server.process.exitCode}):\n${server.log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The built server (backend/dist/main.js) with only `env` and PATH as its environment, under `wrap` (e.g.
 * `ip netns exec <host>`); resolves once `http://<host>:<PORT>/api/health` answers 200.
 */
/**
 * The settings of a built server of its own in `dir`: a fresh SQLite database and upload folder, no demo content, the
 * first admin `admin` and the hourly-token secret `secret`, on a free port.
 */
export async function ownSiteSettings(
  dir: string,
  admin: { username: string; password: string },
  secret: string,
): Promise<Record<string, string>> {
  return {
    PORT: String(await freePort()),
    DATABASE_URL: `sqlite:${join(dir, 'site.db')}`,
    UPLOAD_DIR: join(dir, 'uploads'),
    SEED_DEMO: 'false',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    API_TOKEN_SECRET: secret,
  };
}

export async function startBuiltServer(
  dir: string,
  env: Record<string, string>,
  { host, wrap }: ProcessPlace = THIS_MACHINE,
): Promise<RunningProcess & { url: string }> {
  const url = `http://${host}:${env.PORT}`;
  // Production needs SITE_URL: the address the tests call unless `env` names another.
  const server = spawnLogged(wrap, process.execPath, [BUILT_SERVER], join(dir, `server-${host}-${env.PORT}.log`), {
    PATH: process.env.PATH ?? '',
    SITE_URL: url,
    ...env,
  });
  await waitForHealth(`${url}/api/health`, server);
  return { ...server, url };
}

/** Every template under docker/nginx/templates, as a path relative to it. */
export const nginxTemplates = (): string[] =>
  readdirSync(NGINX_TEMPLATES, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.template'));

/**
 * nginx with docker/nginx/templates rendered by envsubst from `settings` into conf.d/ (sub-folders kept), replacing
 * only the variables set, as the official image's entrypoint does; conf.d/*.conf is included in the http block of a
 * main file like the image's own nginx.conf. The configuration is checked first (`nginx -t`); the caller waits for it
 * to answer.
 */
export function startNginx(dir: string, settings: Record<string, string>): RunningProcess {
  const conf = join(dir, 'conf.d');
  const names = Object.keys(settings)
    .map((name) => `\${${name}}`)
    .join(' ');
  let rendered = '';
  for (const template of nginxTemplates()) {
    const output = join(conf, template.slice(0, -'.template'.length));
    mkdirSync(dirname(output), { recursive: true });
    const render = spawnSync(ENVSUBST as string, [names], {
      input: readFileSync(join(NGINX_TEMPLATES, template), 'utf8'),
      env: settings,
      encoding: 'utf8',
    });
    if (render.status !== 0) throw new Error(render.stderr);
    writeFileSync(output, render.stdout);
    rendered += `# ${template}\n${render.stdout}`;
  }
  return runNginx(dir, `include ${conf}/*.conf;`, rendered);
}

/**
 * nginx in `dir` (its prefix: pid, logs, temporary files; relative includes are read from there too) with `http` as
 * its http block's own directives, after those of a main file like the official image's nginx.conf. Checked first
 * (`nginx -t`, whose failure shows `shownOnError`); the caller waits for it to answer.
 */
export function runNginx(dir: string, http: string, shownOnError = http): RunningProcess {
  mkdirSync(dir, { recursive: true });
  // Workers run as nobody (nginx's default user when started by root): they must reach the cache folder.
  chmodSync(dir, 0o755);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 2;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  ${http}
}
`,
  );
  const args = ['-c', join(dir, 'nginx.conf'), '-p', dir, '-e', join(dir, 'nginx.log')];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}\n${shownOnError}`);
  const nginx = spawnLogged([], NGINX, [...args, '-g', 'daemon off;'], join(dir, 'nginx.out'));
  return { ...nginx, log: () => readFileSync(join(dir, 'nginx.log'), 'utf8') };
}
