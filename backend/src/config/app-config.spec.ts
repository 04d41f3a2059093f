import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, DEV_API_TOKEN_SECRET, loadConfig, parseByteSize } from './app-config';

describe('loadConfig', () => {
  it('applies the contract defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'sqlite:./data/site.db',
      apiTokenSecret: DEV_API_TOKEN_SECRET,
      apiTokenSecretIsDefault: true,
      apiTokenExtraSecrets: [],
      adminUsername: 'admin',
      uploadDir: './data/uploads',
      siteLangs: ['cn', 'en'],
      bodyLimitBytes: 10 * 1024 * 1024,
      bodyMaxKeys: 1000,
      bodyMaxItems: 10_000,
      bodyMaxDepth: 16,
      seedDemo: true,
      trustProxy: false,
      accessTokenTtlSeconds: 7 * 24 * 3600,
      uploadMultiMaxBytes: 2 * 1024 ** 3,
      uploadExpiryHours: 24,
      loginMaxFailuresPerUser: 5,
      loginMaxFailuresPerIp: 20,
      loginLockMinutes: 15,
      danmakuPostsPerMinute: 10,
      apiKeyCallsPerMinute: 120,
    });
    expect(config.adminPassword.generated).toBe(true);
    expect(config.adminPassword.value.length).toBeGreaterThanOrEqual(16);
  });

  it("reads the editors' safety net settings (issue 21), with their defaults", () => {
    expect(loadConfig({})).toMatchObject({
      loginMaxFailuresPerUserAllIps: 50,
      loginUserWindowMinutes: 60,
      auditKeepDays: 365,
      revisionKeep: 50,
      previewTtlMinutes: 60,
    });
    const set = {
      LOGIN_MAX_FAILURES_PER_USER_ALL_IPS: '80',
      LOGIN_USER_WINDOW_MINUTES: '120',
      AUDIT_KEEP_DAYS: '30',
      REVISION_KEEP: '10',
      PREVIEW_TTL_MINUTES: '15',
    };
    expect(loadConfig(set)).toMatchObject({
      loginMaxFailuresPerUserAllIps: 80,
      loginUserWindowMinutes: 120,
      auditKeepDays: 30,
      revisionKeep: 10,
      previewTtlMinutes: 15,
    });
    expect(() => loadConfig({ REVISION_KEEP: '0' })).toThrow(/REVISION_KEEP/);
  });

  it('reads the secrets accepted besides API_TOKEN_SECRET during a rotation, comma-separated', () => {
    expect(loadConfig({ API_TOKEN_EXTRA_SECRETS: ' old-secret , ,older ' }).apiTokenExtraSecrets).toEqual([
      'old-secret',
      'older',
    ]);
  });

  it('does not seed demo content in production unless asked', () => {
    const production = {
      NODE_ENV: 'production',
      API_TOKEN_SECRET: 'a-production-secret',
      SITE_URL: 'https://www.example.cn',
    };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('keeps a given admin password and does not mark it generated', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'Long-enough-1' }).adminPassword).toEqual({
      value: 'Long-enough-1',
      generated: false,
    });
  });

  it('lists every problem at once with the variable names', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'postgres://x/y',
        BODY_LIMIT: 'lots',
        SEED_DEMO: 'maybe',
        ADMIN_PASSWORD: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'BODY_LIMIT', 'SEED_DEMO', 'ADMIN_PASSWORD'])
      expect(problems).toContain(name);
  });

  it('reads TRUST_PROXY and SITE_LANGS', () => {
    const config = loadConfig({ TRUST_PROXY: 'loopback', SITE_LANGS: 'cn, en ,sv' });
    expect(config.trustProxy).toBe('loopback');
    expect(config.siteLangs).toEqual(['cn', 'en', 'sv']);
  });
});

describe('settings given as files and refused defaults', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'settings-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const file = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      return (error as ConfigError).problems.join('\n');
    }
  };

  it('reads any setting from <NAME>_FILE, without its final line break', () => {
    const config = loadConfig({
      API_TOKEN_SECRET_FILE: file('token', 'from-a-docker-secret\n'),
      DATABASE_URL_FILE: file('db', 'mysql://site:p%40ss@db:3306/site\r\n'),
      PORT: '8080',
    });
    expect(config.apiTokenSecret).toBe('from-a-docker-secret');
    expect(config.apiTokenSecretIsDefault).toBe(false);
    expect(config.databaseUrl).toBe('mysql://site:p%40ss@db:3306/site');
    expect(config.port).toBe(8080);
  });

  it('looks only at its own names: other _FILE variables of the environment are not its business', () => {
    expect(problemsOf({ TF_CLI_CONFIG_FILE: join(dir, 'missing'), KUBECONFIG_FILE: '/nowhere' })).toBe('');
  });

  it('refuses a setting given both ways, and a file it cannot read', () => {
    const problems = problemsOf({
      PREVIEW_SECRET: 'sixteen-characters-at-least',
      PREVIEW_SECRET_FILE: file('preview', 'another-secret-of-length'),
      METRICS_TOKEN_FILE: join(dir, 'missing'),
    });
    expect(problems).toContain('PREVIEW_SECRET and PREVIEW_SECRET_FILE are both set');
    expect(problems).toContain(`METRICS_TOKEN_FILE: cannot read ${join(dir, 'missing')} (ENOENT)`);
  });

  it('refuses to start in production with the development token secret', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toContain('API_TOKEN_SECRET must be set in production');
    const site = { NODE_ENV: 'production', SITE_URL: 'https://www.example.cn' };
    expect(problemsOf({ ...site, API_TOKEN_SECRET_FILE: file('t', 'secret') })).toBe('');
  });

  it('documents every variable it reads in the settings table of docs/operations.md', () => {
    // Every variable a start reads, with the local storage driver and with S3 (whose settings are read only then).
    const read = new Set<string>();
    for (const given of [{}, { STORAGE_DRIVER: 's3' }] as Array<Record<string, string>>) {
      const recorder = new Proxy(given, {
        get: (target, name) => {
          if (typeof name === 'string') read.add(name);
          return target[name as string];
        },
      });
      try {
        loadConfig(recorder);
      } catch {
        // S3 without its bucket and keys: refused, but every name was read on the way.
      }
    }
    const operations = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'operations.md'), 'utf8');
    const table = operations.slice(operations.indexOf('## Settings'), operations.indexOf('### The compose file'));
    const documented = new Set(table.match(/`[A-Z][A-Z0-9_]+`/g)?.map((name) => name.slice(1, -1)));
    // `<NAME>_FILE`, looked at for every name, has a row of its own.
    expect([...read].filter((name) => !name.endsWith('_FILE') && !documented.has(name))).toEqual([]);
    expect(read.size).toBeGreaterThan(40);
  });
});

describe('parseByteSize', () => {
  it.each([
    ['10mb', 10485760],
    ['512kb', 524288],
    ['2GB', 2147483648],
    ['1048576', 1048576],
    ['1.5kb', 1536],
  ])('%s = %d bytes', (text, bytes) => expect(parseByteSize(text)).toBe(bytes));

  it("reads SITE_URL as the site's origin, requires it in production and refuses anything but an origin", () => {
    expect(loadConfig({}).siteUrl).toBeNull();
    expect(loadConfig({ SITE_URL: 'https://WWW.Example.cn/' }).siteUrl).toBe('https://www.example.cn');
    expect(loadConfig({ SITE_URL: 'http://localhost:3000' }).siteUrl).toBe('http://localhost:3000');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SITE_URL is required in production/);
    for (const wrong of ['www.example.cn', 'ftp://example.cn', 'https://example.cn/site', 'https://a@example.cn']) {
      expect(() => loadConfig({ SITE_URL: wrong })).toThrow(/SITE_URL must be the site's address/);
    }
  });

  it('refuses unreadable sizes', () => expect(parseByteSize('ten')).toBeNaN());
});
