import { PNG_1X1, uploadPic } from './uploads-fixtures';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const TOKEN = 'scrape-me-please-1234';

/** The value of the sample `name{labels}` in a Prometheus text answer (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text
    .split('\n')
    .find((candidate) =>
      candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)
        ? Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`))
        : false,
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('GET /metrics switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers 404 without METRICS_TOKEN, whatever the caller sends', async () => {
    await t.http.get('/metrics').expect(404);
    const res = await t.http.get('/metrics').set('Authorization', 'Bearer anything').expect(404);
    expect(res.text).not.toContain('http_requests_total');
  });
});

describe.each(testDatabases())('GET /metrics with METRICS_TOKEN on %s', (kind) => {
  let t: TestApp;
  let scrape: () => Promise<string>;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { METRICS_TOKEN: TOKEN } });
    scrape = async () => {
      const res = await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.text;
    };
  });
  afterAll(() => t.close());

  it('answers 401 without a token, with a wrong one, or with another scheme', async () => {
    await t.http.get('/metrics').expect(401);
    await t.http.get('/metrics').set('Authorization', 'Bearer wrong').expect(401);
    await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    const res = await t.http.get('/metrics').set('Authorization', `Basic ${TOKEN}`).expect(401);
    expect(res.text).not.toContain('http_requests_total');
  });

  it('counts calls by route path and status, and times them', async () => {
    const route = { method: 'POST', route: '/api/get_news_list' };
    const before = await scrape();
    await t.publicCall('get_news_list', { page: 1 }).expect(200);
    await t.publicCall('get_news_list', { page: 2 }).expect(200);
    await t.http.post('/api/get_news_list').send({}).expect(403);
    const after = await scrape();

    expect(sample(after, 'http_requests_total', { ...route, status: '200' })).toBe(
      sample(before, 'http_requests_total', { ...route, status: '200' }) + 2,
    );
    expect(sample(after, 'http_requests_total', { ...route, status: '403' })).toBe(
      sample(before, 'http_requests_total', { ...route, status: '403' }) + 1,
    );
    expect(sample(after, 'http_request_duration_seconds_count', route)).toBe(
      sample(before, 'http_request_duration_seconds_count', route) + 3,
    );
    expect(after).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="POST",route="/api/get_news_list"}',
    );
    // Raw URLs never become labels.
    await t.http.get('/uploads/2026/11/nothing-here.png');
    expect(await scrape()).not.toContain('nothing-here');
  });

  it('counts read-cache misses and hits', async () => {
    const before = await scrape();
    await t.publicCall('get_news_list', { page: 7 }).expect(200);
    await t.publicCall('get_news_list', { page: 7 }).expect(200);
    const after = await scrape();
    const moved = (result: string) =>
      sample(after, 'read_cache_lookups_total', { result }) - sample(before, 'read_cache_lookups_total', { result });
    expect(moved('miss')).toBeGreaterThanOrEqual(1);
    expect(moved('hit')).toBeGreaterThanOrEqual(1);
  });

  it('adds the bytes of a stored upload', async () => {
    const token = await t.login();
    const before = sample(await scrape(), 'upload_bytes_stored_total');
    await uploadPic(t, token, PNG_1X1, 'dot.png').expect(200);
    expect(sample(await scrape(), 'upload_bytes_stored_total')).toBe(before + PNG_1X1.length);
  });

  it('counts refused sign-ins by reason, and answers served stale', async () => {
    const before = await scrape();
    const wrong = { username: 'nobody_metrics', password: 'Wrong-pass-1' };
    for (let i = 0; i < 5; i++) await t.publicCall('adm/login', wrong);
    const after = await scrape();
    const moved = (reason: string) =>
      sample(after, 'sign_in_refusals_total', { reason }) - sample(before, 'sign_in_refusals_total', { reason });
    expect(moved('failed')).toBe(4);
    expect(moved('locked_out')).toBe(1);
    expect(after).toContain('# TYPE stale_answers_total counter');
    expect(after).toContain('# TYPE page_cache_answers_total counter');
    expect(sample(after, 'build_info', { commit: 'unknown' })).toBe(1);
  });

  it('reports process memory and the database counters', async () => {
    const text = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE database_unavailable_total counter');
    expect(text).toContain('# TYPE database_pool_connections_in_use gauge');
    if (kind === 'mysql') {
      expect(sample(text, 'database_pool_acquisitions_total')).toBeGreaterThan(0);
      // Every connection taken by the calls above was given back.
      expect(sample(text, 'database_pool_connections_in_use')).toBe(0);
    }
  });
});
