import type { ObjectLiteral } from 'typeorm';
import { Metrics } from '../src/common/metrics/metrics';
import { HealthCheck } from '../src/modules/health/health-check';
import { UploadStorage } from '../src/modules/uploads/storage/upload-storage';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

describe.each(testDatabases())('core API on %s', (kind) => {
  let t: TestApp;

  /** Runs each `SELECT 1` probe through `around` (which may delay or fail it), other queries as they are. */
  function aroundProbes(around: (run: () => Promise<unknown>) => Promise<unknown>): jest.SpyInstance {
    const query = t.dataSource.query.bind(t.dataSource);
    return jest
      .spyOn(t.dataSource, 'query')
      .mockImplementation((sql: string, parameters?: unknown[] | ObjectLiteral) =>
        sql === 'SELECT 1' ? around(() => query(sql, parameters)) : query(sql, parameters),
      );
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reports liveness and database readiness in the envelope', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ code: 0, msg: expect.any(String), data: { status: 'ok', database: 'up' } });
  });

  it('answers 503 when the database is unreachable (through Nest, with its headers), 200 once it is back', async () => {
    const probes = aroundProbes(() => Promise.reject(new Error('connection lost')));
    const res = await t.http.get('/api/health').expect(503);
    probes.mockRestore();
    expect(res.body).toEqual({
      code: 503,
      msg: '数据库不可用',
      error: 'SERVICE_UNAVAILABLE',
      data: { status: 'degraded', database: 'down' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    await t.http.get('/api/health').expect(200);
  });

  it('shares the database probe among simultaneous health checks', async () => {
    // The first probe is held, as a busy database would hold it, until all 30 checks have asked: the checks asking
    // meanwhile share the one probe that follows it, instead of running one each.
    const CHECKS = 30;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const probesSpy = aroundProbes(async (run) => {
      await held;
      return run();
    });
    const health = t.app.get(HealthCheck);
    const state = health.state.bind(health);
    let asked = 0;
    const checks = jest.spyOn(health, 'state').mockImplementation(() => {
      if (++asked === CHECKS) release();
      return state();
    });
    const answers = await Promise.all(Array.from({ length: CHECKS }, () => t.http.get('/api/health')));
    const probes = probesSpy.mock.calls.filter(([sql]) => sql === 'SELECT 1').length;
    probesSpy.mockRestore();
    checks.mockRestore();
    expect(answers.map((res) => res.status)).toEqual(Array(CHECKS).fill(200));
    expect(asked).toBe(CHECKS);
    // The held probe and the one the others share.
    expect(probes).toBeGreaterThan(0);
    expect(probes).toBeLessThanOrEqual(2);
  });

  it("answers a probe with the proxy's request id, never to be cached", async () => {
    const probe = await t.http.get('/api/health').set('X-Request-Id', 'probe-from-proxy-1').expect(200);
    expect(probe.headers['x-request-id']).toBe('probe-from-proxy-1');
    expect(probe.headers['cache-control']).toBe('no-store');
    expect(probe.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(probe.headers.etag).toBeUndefined();
  });

  it('answers 503 once the server begins to shut down', async () => {
    const closing = await createTestApp(kind);
    try {
      await closing.http.get('/api/health').expect(200);
      closing.app.get(HealthCheck).beforeApplicationShutdown();
      const res = await closing.http.get('/api/health').expect(503);
      expect(res.body).toEqual({
        code: 503,
        error: 'SERVICE_UNAVAILABLE',
        msg: '服务正在关闭',
        data: { status: 'shutting_down', database: 'unknown' },
      });
      const ready = await closing.http.get('/api/health/ready').expect(503);
      expect(ready.body.data).toMatchObject({ status: 'shutting_down' });
      await closing.http.get('/api/health/live').expect(200);
    } finally {
      await closing.close();
    }
  });

  it('answers liveness with the release, and readiness with what it checked', async () => {
    const live = await t.http.get('/api/health/live').expect(200);
    expect(live.body.data).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      commit: 'unknown',
      node: process.version,
    });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.http.get('/api/health/ready').expect(200);
    expect(ready.body.data).toEqual({ status: 'ok', database: 'up', storage: 'up', migrations: 'done' });
    const info = await t.app.get(Metrics).registry.getSingleMetricAsString('build_info');
    expect(info).toContain(
      `build_info{version="${live.body.data.version}",commit="unknown",node="${process.version}"} 1`,
    );
  });

  it('is not ready while the database or the storage does not answer, and says which', async () => {
    const probes = aroundProbes(() => Promise.reject(new Error('connection lost')));
    const noDatabase = await t.http.get('/api/health/ready').expect(503);
    probes.mockRestore();
    expect(noDatabase.body).toMatchObject({
      code: 503,
      data: { status: 'not_ready', database: 'down', storage: 'up', migrations: 'done' },
    });
    const storage = t.app.get(UploadStorage);
    const stat = jest.spyOn(storage, 'stat').mockRejectedValue(new Error('ECONNREFUSED'));
    const noStorage = await t.http.get('/api/health/ready').expect(503);
    stat.mockRestore();
    expect(noStorage.body.data).toEqual({ status: 'not_ready', database: 'up', storage: 'down', migrations: 'done' });
    // Alive all along: restarting the process would not bring either back.
    await t.http.get('/api/health/live').expect(200);
    await t.http.get('/api/health/ready').expect(200);
  });

  it('answers an unknown call with 404 in the envelope', async () => {
    const res = await t.http.post('/api/no_such_call').send({}).expect(404);
    expect(res.body).toEqual({ code: 404, msg: expect.any(String), error: 'NOT_FOUND', data: null });
  });

  it('answers a malformed JSON body with 400, never a stack trace', async () => {
    const res = await t.http
      .post('/api/no_such_call')
      .set('content-type', 'application/json')
      .send('{"a":')
      .expect(400);
    expect(res.body.code).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js|SyntaxError|node_modules/);
  });

  it('answers a body over BODY_LIMIT with 413', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(t.config.bodyLimitBytes + 10) });
    const res = await t.http.post('/api/no_such_call').set('content-type', 'application/json').send(big).expect(413);
    expect(res.body.code).toBe(413);
  });

  it('sends security headers and a request id', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the OpenAPI 3 document and the docs UI', async () => {
    const json = await t.http.get('/api/docs-json').expect(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(json.body.components.securitySchemes).toHaveProperty('hourly-token');
    const ui = await t.http.get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger');
  });
});
