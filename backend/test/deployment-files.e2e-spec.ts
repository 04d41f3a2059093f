import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COMPOSE_SECRETS,
  composeConfig,
  DOCKER_COMPOSE,
  NGINX_TEMPLATES,
  nginxTemplates,
  type ComposeService,
} from './support/deployment';
import { describeWhen } from './faults/fault-support';
import { loadConfig } from '../src/config/app-config';

/**
 * docker/: no container engine runs here, so the compose file is validated by `docker-compose config` (Debian's
 * package) and the Dockerfile is checked for what can be seen without building it. The nginx template and the
 * processes the compose file describes are run for real by the fault suites (nginx-template, several-hosts).
 */
const REPO = join(__dirname, '..', '..');
/** A setting that holds a secret, by its name: a key, token, password or secret. */
const SECRET_NAME = /(SECRETS?|PASSWORD|TOKEN|_KEY)$/;
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');

/**
 * The services whose image is not pinned to a release: no tag, `latest`, or a tag without a version number in it
 * (a digest, `@sha256:…`, pins too).
 */
function unpinnedImages(services: Record<string, ComposeService>): string[] {
  const pinned = (image: string) => /@sha256:[0-9a-f]{64}$/.test(image) || /:[^/:]*\d[^/:]*$/.test(image);
  return Object.entries(services)
    .filter(([, service]) => !service.image || !pinned(service.image) || /:latest$/.test(service.image))
    .map(([name]) => name);
}

describeWhen(Boolean(DOCKER_COMPOSE), 'docker-compose is not installed (apt-get install docker-compose)')(
  'docker/docker-compose.yml',
  () => {
    let dir: string;
    let services: Record<string, ComposeService>;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'site-compose-'));
      const resolved = composeConfig(dir);
      if (!resolved.ok) throw new Error(resolved.error);
      services = resolved.config.services;
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('refuses to resolve without a secret, naming it', () => {
      const resolved = composeConfig(dir, { ...COMPOSE_SECRETS, API_TOKEN_SECRET: '' });
      expect(resolved).toEqual({ ok: false, error: expect.stringContaining('set API_TOKEN_SECRET in docker/.env') });
    });

    it('lists every variable it reads in docker/.env.example', () => {
      const used = new Set([...read('docker/docker-compose.yml').matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]));
      const listed = new Set([...read('docker/.env.example').matchAll(/^#? ?([A-Z0-9_]+)=/gm)].map((m) => m[1]));
      expect([...used].filter((name) => !listed.has(name))).toEqual([]);
    });

    it('passes the app every secret its configuration reads, each listed in docker/.env.example', () => {
      const environment = services.app.environment ?? {};
      const readNames = new Set<string>();
      const recording = new Proxy(environment, {
        get: (target, name) => {
          if (typeof name === 'string') readNames.add(name);
          return typeof name === 'string' ? target[name] : undefined;
        },
      });
      try {
        loadConfig(recording);
      } catch {
        // Only the names it reads matter here, not whether the placeholder values pass.
      }
      const secrets = [...readNames].filter((name) => SECRET_NAME.test(name));
      // The recording sees the configuration's reads (the webhook secrets' key among them).
      expect(secrets).toEqual(expect.arrayContaining(['API_TOKEN_SECRET', 'SECRETS_KEY', 'S3_SECRET_ACCESS_KEY']));
      const listed = new Set([...read('docker/.env.example').matchAll(/^#? ?([A-Z0-9_]+)=/gm)].map((m) => m[1]));
      expect(secrets.filter((name) => !(name in environment) || !listed.has(name))).toEqual([]);
    });

    it('pins every image to a release, the app to the version it is built from', () => {
      expect(unpinnedImages(services)).toEqual([]);
      expect(services.app.image).toBe(`corp-site:${JSON.parse(read('package.json')).version}`);
    });

    it('builds the app with the commit it comes from, which the image hands the server (BUILD_COMMIT)', () => {
      const resolved = composeConfig(dir, { ...COMPOSE_SECRETS, BUILD_COMMIT: 'c401714' });
      if (!resolved.ok) throw new Error(resolved.error);
      expect((resolved.config.services.app.build as { args?: Record<string, string> }).args).toEqual({
        BUILD_COMMIT: 'c401714',
      });
      const runtime =
        read('docker/Dockerfile')
          .split(/^(?=FROM )/m)
          .pop() ?? '';
      expect(runtime).toMatch(/^ARG BUILD_COMMIT=unknown$/m);
      expect(runtime).toMatch(/^ENV .*\bBUILD_COMMIT=\$BUILD_COMMIT\b/m);
    });

    it('tells an unpinned image from a pinned one', () => {
      const images = [
        'nginx',
        'nginx:latest',
        'minio/minio:latest',
        'nginx:mainline',
        'nginx:1.28.0',
        `x@sha256:${'a'.repeat(64)}`,
      ];
      const services = Object.fromEntries(images.map((image) => [image, { image }]));
      expect(unpinnedImages({ ...services, built: {} })).toEqual([
        'nginx',
        'nginx:latest',
        'minio/minio:latest',
        'nginx:mainline',
        'built',
      ]);
    });

    it('lets Prometheus (profile monitoring) scrape every app replica on the internal network with METRICS_TOKEN', () => {
      const { prometheus, app } = services;
      expect(prometheus.profiles).toEqual(['monitoring']);
      expect(prometheus.environment?.METRICS_TOKEN).toBe(app.environment?.METRICS_TOKEN);
      const script = String((prometheus.entrypoint as string[]).at(-1)).replaceAll('$$', '$');
      expect(script).toContain('printf %s "$METRICS_TOKEN" > /prometheus/metrics_token');
      const config = read('docker/prometheus/prometheus.yml');
      // One target per replica, found through Docker's DNS on the app's own port: never one at random through nginx.
      expect(config).toMatch(/dns_sd_configs:\s+- names: \[app\]\s+type: A\s+port: (\d+)/);
      expect(config.match(/port: (\d+)/)?.[1]).toBe(String(app.environment?.PORT ?? 3000));
      expect(config).toContain('credentials_file: /prometheus/metrics_token');
      // Its UI on the host's loopback only (docker-compose 1.29 keeps the short form).
      expect(prometheus.ports).toEqual(['127.0.0.1:9090:9090/tcp']);
    });

    it("rotates every container's log (json-file, bounded size and count)", () => {
      for (const [name, service] of Object.entries(services)) {
        const logging = service.logging as { driver?: string; options?: Record<string, string> } | undefined;
        expect({ name, driver: logging?.driver }).toEqual({ name, driver: 'json-file' });
        expect({
          name,
          maxSize: logging?.options?.['max-size'],
          maxFile: Number(logging?.options?.['max-file']),
        }).toEqual({
          name,
          maxSize: expect.stringMatching(/^\d+m$/),
          maxFile: expect.any(Number),
        });
      }
    });

    it('gives the app a key limited to the bucket, which s3-init creates after the bucket, never the admin key', () => {
      const init = services['s3-init'];
      // docker-compose 1.29's `config` keeps the file's `$$` escapes; the shell sees `$`.
      const script = String((init.entrypoint as string[]).at(-1)).replaceAll('$$', '$');
      const bucket = services.app.environment?.S3_BUCKET;
      expect(script).toContain('s3.bucket.create -name $S3_BUCKET');
      const appIdentity = script.split('\n').find((line) => line.includes('-access_key=$S3_ACCESS_KEY_ID'));
      expect(appIdentity).toContain('-buckets=$S3_BUCKET');
      expect(appIdentity).not.toContain('Admin');
      expect(script.indexOf('s3.bucket.create')).toBeLessThan(script.indexOf(String(appIdentity)));
      expect(init.environment?.S3_BUCKET).toBe(bucket);
      expect(services.app.environment?.S3_ACCESS_KEY_ID).toBe(COMPOSE_SECRETS.S3_ACCESS_KEY_ID);
      expect(services.app.environment?.S3_ACCESS_KEY_ID).not.toBe(init.environment?.S3_ADMIN_ACCESS_KEY_ID);
      expect(new URL(String(services.app.environment?.S3_ENDPOINT)).hostname).toBe('s3');
    });

    it('starts the app on a healthy database and an existing bucket, in two replicas that drain before being killed', () => {
      const { db, s3, app, nginx } = services;
      expect(db.healthcheck).toBeDefined();
      expect(s3.healthcheck).toBeDefined();
      expect(services['s3-init'].depends_on).toEqual({ s3: { condition: 'service_healthy' } });
      expect(app.depends_on).toEqual({
        db: { condition: 'service_healthy' },
        's3-init': { condition: 'service_completed_successfully' },
      });
      expect(app.deploy).toMatchObject({ replicas: 2, update_config: { parallelism: 1, order: 'start-first' } });
      const grace = /^(\d+)s$/.exec(String(app.stop_grace_period));
      expect(Number(grace?.[1])).toBeGreaterThan(Number(app.environment?.STOP_GRACE_SECONDS));
      expect(nginx.depends_on).toEqual({ app: { condition: 'service_healthy' } });
    });

    it('gives nginx every variable its templates use, and the app a TRUST_PROXY that covers nginx', () => {
      const templates = nginxTemplates().map((path) => readFileSync(join(NGINX_TEMPLATES, path), 'utf8'));
      const used = new Set(
        templates.flatMap((template) => [...template.matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((m) => m[1])),
      );
      expect([...used].filter((name) => !(name in (services.nginx.environment ?? {})))).toEqual([]);
      expect(services.nginx.volumes).toContain(`${REPO}/docker/nginx/templates:/etc/nginx/templates:ro`);
      // Compose networks are private (RFC 1918) addresses: `uniquelocal`; nginx on the same machine: `loopback`.
      expect(services.app.environment?.TRUST_PROXY?.split(',')).toEqual(
        expect.arrayContaining(['loopback', 'uniquelocal']),
      );
    });

    it("re-resolves the app's replicas: `resolve` on the upstream, with Docker's DNS, on an nginx that has it (1.27.3+)", () => {
      const { environment, image } = services.nginx;
      expect(environment?.NGINX_APP_SERVERS).toMatch(/^server app:3000 .*\bresolve;$/);
      expect(environment?.NGINX_RESOLVER).toBe('127.0.0.11');
      const [major, minor, patch] = String(image).split(':')[1].split('.').map(Number);
      expect(major * 1e6 + minor * 1e3 + (patch || 0)).toBeGreaterThanOrEqual(1_027_003);
    });
  },
);

describe('docker/Dockerfile', () => {
  const dockerfile = read('docker/Dockerfile').replace(/\\\n\s*/g, ' ');
  const stages = dockerfile.split(/^(?=FROM )/m).filter((stage) => stage.startsWith('FROM '));
  const runtime = stages[stages.length - 1];
  const ignored = read('.dockerignore')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  const workspaces: string[] = JSON.parse(read('package.json')).workspaces;

  it('copies from the build context only files that exist and that .dockerignore keeps', () => {
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(?:--\S+ )*(.+) \S+$/gm)].flatMap((m) => m[1].split(' '));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      if (source === '.') continue;
      expect({ source, exists: existsSync(join(REPO, source)) }).toEqual({ source, exists: true });
      const excluded = ignored.filter((pattern) => source === pattern || source.startsWith(`${pattern}/`));
      expect({ source, excluded }).toEqual({ source, excluded: [] });
    }
  });

  it('takes from the build stage only the build outputs of workspaces (dist/ or build/, see nx.json)', () => {
    const fromBuild = [...dockerfile.matchAll(/^COPY --from=build \/app\/(\S+) /gm)].map((m) => m[1]);
    expect(fromBuild.length).toBeGreaterThan(0);
    for (const path of fromBuild) {
      expect(workspaces.map((workspace) => [`${workspace}/dist`, `${workspace}/build`]).flat()).toContain(path);
    }
  });

  it('is multi-stage, with production dependencies only, a non-root user and a health check in the image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const deps = stages.find((stage) => / AS deps$/m.test(stage.split('\n')[0]));
    expect(deps).toMatch(/^RUN npm ci --omit=dev /m);
    expect(runtime).toMatch(/^COPY --from=deps \/app \/app$/m);
    expect(runtime).not.toMatch(/^COPY --from=build \/app\/node_modules/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\/api\/health/m);
    expect(runtime).toMatch(/^CMD \["node", .*"backend\/dist\/main\.js"\]$/m);
  });

  it('runs one exact Node.js release in every stage, one that package.json `engines` allows', () => {
    const stageNames = stages.map((stage) => / AS (\S+)$/m.exec(stage.split('\n')[0])?.[1]);
    const images = stages
      .map((stage) => /^FROM (\S+)/.exec(stage)?.[1] ?? '')
      .filter((image) => !stageNames.includes(image));
    expect(images.length).toBeGreaterThanOrEqual(2);
    const versions = new Set(images.map((image) => /^node:(\d+\.\d+\.\d+)-/.exec(image)?.[1] ?? image));
    expect(versions.size).toBe(1);
    const [version] = [...versions];
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const required = JSON.parse(read('package.json')).engines.node as string;
    const [major, minor] = version.split('.').map(Number);
    const [wantedMajor, wantedMinor] = required.replace('>=', '').split('.').map(Number);
    expect(major > wantedMajor || (major === wantedMajor && minor >= wantedMinor)).toBe(true);
  });

  it("installs only the server's workspaces: no back-office or e2e package ships (the back office is its dist/)", () => {
    const deps = stages.find((stage) => / AS deps$/m.test(stage.split('\n')[0])) ?? '';
    const install = /^RUN npm ci (.*)$/m.exec(deps)?.[1] ?? '';
    const installed = [...install.matchAll(/--workspace=(\S+)/g)].map((m) => m[1]);
    expect(installed.sort()).toEqual(['backend', 'frontend-public', 'libs/contract']);
    expect(workspaces).toEqual(expect.arrayContaining(installed));
    expect(runtime).toMatch(/^COPY --from=build \/app\/frontend-admin\/dist /m);
  });
});
