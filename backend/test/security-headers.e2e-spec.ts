import { createTestApp, TestApp } from './support/test-app';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

/** Headers are the same on either database: this spec runs on SQLite only. */
describe('security headers', () => {
  let t: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { frontends: true, env: { TRUST_PROXY: 'loopback' } });
    direct = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
    await direct.close();
  });

  it('sends HSTS only for a request that came over TLS through a trusted proxy', async () => {
    const overTls = await t.http.get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await t.http.get('/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await direct.http.get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['/api/health', 'no-referrer'],
    ['/news/1', 'strict-origin-when-cross-origin'],
    ['/uploads/x.png', 'no-referrer'],
  ])(
    "sends helmet's headers on %s, as helmet itself sets them, and the pages' referrer policy",
    async (path, referrerPolicy) => {
      const { headers } = await t.http.get(path);
      expect(headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': referrerPolicy,
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(headers['x-powered-by']).toBeUndefined();
      expect(directive(headers['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(directive(headers['content-security-policy'], 'script-src-attr')).toBe("script-src-attr 'none'");
    },
  );

  it('lets a page send only its origin to an embedded video host, and use no camera, microphone or location', async () => {
    const page = await t.http.get('/news/1');
    // YouTube refuses an embed that comes with no Referer ("Error 153").
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['permissions-policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    for (const other of ['/api/health', '/adm/', '/uploads/x.png']) {
      expect((await t.http.get(other)).headers['permissions-policy']).toBeUndefined();
    }
  });

  it.each(['/assets/entry.client-x.js', '/adm/assets/index-x.js'])(
    'sends a built asset (%s) only the headers that act on a file a page loads',
    async (path) => {
      const { headers } = await t.http.get(path).set('X-Forwarded-Proto', 'https');
      expect(headers).toMatchObject({
        'cross-origin-resource-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
      for (const pageOnly of [
        'content-security-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ])
        expect(headers[pageOnly]).toBeUndefined();
    },
  );

  it('frames exactly the video hosts the sanitiser keeps, youtube-nocookie included', async () => {
    const csp = (await t.http.get('/api/health')).headers['content-security-policy'];
    expect(directive(csp, 'frame-src')).toBe(
      'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
    );
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  });

  it.each(['/api/health', '/api/docs', '/adm/', '/uploads/x.png'])('allows no inline script on %s', async (path) => {
    const csp = (await t.http.get(path)).headers['content-security-policy'];
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
  });

  it('serves the API docs without inline script', async () => {
    const html = (await t.http.get('/api/docs/').redirects(1)).text;
    expect(html).toContain('<script');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("lets the public site hydrate with the inline scripts that carry the response's nonce, a new one each time", async () => {
    const policies = [(await t.http.get('/news/1')).headers, (await t.http.get('/news/1')).headers].map((headers) =>
      directive(headers['content-security-policy'], 'script-src'),
    );
    for (const policy of policies) expect(policy).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(policies[0]).not.toBe(policies[1]);
  });
});
