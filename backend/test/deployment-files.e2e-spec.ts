import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPOSE_SECRETS, composeConfig, DOCKER_COMPOSE, type ComposeService } from './support/deployment';
import { describeWhen } from './faults/fault-support';

/**
 * docker/: no container engine runs here, so the compose file is validated by `docker-compose config` (Debian's
 * package) and the Dockerfile is checked for what can be seen without building it. The nginx template and the
 * processes the compose file describes are run for real by the fault suites (nginx-template, several-hosts).
 */
const REPO = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');

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

    it('starts the app on a healthy database and an existing bucket, in two replicas that drain before being killed', () => {
      const { db, minio, app, nginx } = services;
      expect(db.healthcheck).toBeDefined();
      expect(minio.healthcheck).toBeDefined();
      expect(String(services['minio-bucket'].entrypoint)).toContain('mc mb --ignore-existing');
      expect(app.depends_on).toEqual({
        db: { condition: 'service_healthy' },
        'minio-bucket': { condition: 'service_completed_successfully' },
      });
      expect(app.deploy).toMatchObject({ replicas: 2, update_config: { parallelism: 1, order: 'start-first' } });
      const grace = /^(\d+)s$/.exec(String(app.stop_grace_period));
      expect(Number(grace?.[1])).toBeGreaterThan(Number(app.environment?.STOP_GRACE_SECONDS));
      expect(nginx.depends_on).toEqual({ app: { condition: 'service_healthy' } });
    });

    it('gives nginx every variable its template uses, and the app a TRUST_PROXY that covers nginx', () => {
      const template = read('docker/nginx/templates/default.conf.template');
      const used = new Set([...template.matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((m) => m[1]));
      expect([...used].filter((name) => !(name in (services.nginx.environment ?? {})))).toEqual([]);
      expect(services.nginx.volumes).toContain(`${REPO}/docker/nginx/templates:/etc/nginx/templates:ro`);
      // Compose networks are private (RFC 1918) addresses: `uniquelocal`; nginx on the same machine: `loopback`.
      expect(services.app.environment?.TRUST_PROXY?.split(',')).toEqual(
        expect.arrayContaining(['loopback', 'uniquelocal']),
      );
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
});
