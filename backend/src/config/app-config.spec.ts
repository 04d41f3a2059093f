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
    const site = { SITE_URL: 'https://www.example.cn' };
    expect(loadConfig({ ...site, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ ...site, NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
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
