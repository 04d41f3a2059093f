import { createTestApp, TestApp } from './support/test-app';

const PARTNER = 'https://partner.example';

/** What a partner's program or browser page relies on: English messages, the site's languages, CORS. */
describe('integrator conveniences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: { CORS_ORIGINS: `${PARTNER}, https://other.example`, SITE_LANGS: 'cn,en,pl' },
    });
  });
  afterAll(() => t.close());

  it('answers msg in English for Accept-Language: en, in Chinese by default', async () => {
    const english = await t.publicCall('get_news_list').set('Accept-Language', 'en-US,en;q=0.9').expect(200);
    expect(english.body.msg).toBe('OK');
    expect((await t.publicCall('get_news_list').expect(200)).body.msg).toBe('操作成功');
    const chinese = await t.publicCall('get_news_list').set('Accept-Language', 'zh-CN,zh;q=0.9,en;q=0.8');
    expect(chinese.body.msg).toBe('操作成功');

    const wrongToken = await t.http
      .post('/api/get_news_list')
      .set('token', 'x')
      .set('Accept-Language', 'en')
      .expect(403);
    expect(wrongToken.body).toMatchObject({
      error: 'TOKEN_INVALID',
      msg: 'The hourly token (token) is wrong or expired: check API_TOKEN_SECRET and the clock',
    });
    const badLang = await t.publicCall('get_news_list').set('lang', 'xx').set('Accept-Language', 'en').expect(400);
    expect(badLang.body.msg).toBe('Language not supported: xx');
  });

  it('get_site_info answers the lang values and the default', async () => {
    const res = await t.publicCall('get_site_info').expect(200);
    expect(res.body.data).toEqual({ langs: ['cn', 'en', 'pl'], default_lang: 'cn' });
  });

  it('answers a preflight from an allowed origin with the headers the API reads', async () => {
    const res = await t.http
      .options('/api/adm/get_news_list')
      .set('Origin', PARTNER)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,token,access_token,lang')
      .expect(204);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    const allowed = res.headers['access-control-allow-headers'].toLowerCase().split(',');
    expect(allowed).toEqual(expect.arrayContaining(['token', 'access_token', 'lang', 'authorization', 'content-type']));
    const call = await t.publicCall('get_site_info').set('Origin', PARTNER).expect(200);
    expect(call.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(call.headers['access-control-expose-headers']).toContain('X-Request-Id');
  });

  it('gives no CORS header to another origin', async () => {
    const res = await t.publicCall('get_site_info').set('Origin', 'https://evil.example').expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("tells an unlisted origin's preflight nothing about the API's methods or headers", async () => {
    const res = await t.http
      .options('/api/adm/get_news_list')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,access_token');
    const cors = Object.keys(res.headers).filter((name) => name.startsWith('access-control-'));
    expect(cors).toEqual([]);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});
