import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

/** An integrator's typed client against the contract: each case is the client mistake that found a loose spot. */
describe.each(testDatabases())('a strict contract on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.login();
  });
  afterAll(() => t.close());

  describe('a known call under the wrong method', () => {
    it.each(['get', 'put', 'delete', 'patch'] as const)(
      '%s on a public call answers 405 with Allow: POST',
      async (method) => {
        const res = await t.http[method]('/api/get_news_list').set('token', t.token()).expect(405);
        expect(res.headers.allow).toBe('POST');
        expect(res.body).toMatchObject({ code: 405, error: 'METHOD_NOT_ALLOWED', data: null });
      },
    );

    it('GET on an admin call answers 405 with Allow: POST', async () => {
      const res = await t.http.get('/api/adm/save_news').set('access_token', token).expect(405);
      expect(res.headers.allow).toBe('POST');
    });

    it('POST on the health check answers 405 with Allow: GET', async () => {
      const res = await t.http.post('/api/health').expect(405);
      expect(res.headers.allow).toBe('GET');
    });

    it('PUT on the danmaku address names both its methods', async () => {
      const res = await t.http.put('/api/danmaku/v3/').expect(405);
      expect(res.headers.allow).toBe('GET, POST');
    });

    it('words the 405 in English when asked', async () => {
      const res = await t.http.get('/api/get_news_list').set('Accept-Language', 'en').expect(405);
      expect(res.body.msg).toBe('Method not allowed');
    });

    it('still answers an unknown call 404 without Allow', async () => {
      const res = await t.http.get('/api/get_newz_list').expect(404);
      expect(res.headers.allow).toBeUndefined();
      expect(res.body.error).toBe('NOT_FOUND');
    });
  });
});
