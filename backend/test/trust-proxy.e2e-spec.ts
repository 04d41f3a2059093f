import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

/** TRUST_PROXY as a hop count: the address one proxy in front of the app saw is the client. */
describe.each(testDatabases())('TRUST_PROXY=1 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp(kind, { env: { TRUST_PROXY: '1' } })));
  afterAll(() => t.close());

  it('takes the client address from the last X-Forwarded-For entry', async () => {
    const login = await t.http
      .post('/api/adm/login')
      .set('token', t.token())
      .set('X-Forwarded-For', '198.51.100.1, 203.0.113.9')
      .send({ username: 'admin', password: 'Admin-pass-123' })
      .expect(200);
    const info = await t.adminCall('get_adm_info', login.body.data.access_token).expect(200);
    expect(info.body.data.last_login_ip).toBe('203.0.113.9');
  });
});
