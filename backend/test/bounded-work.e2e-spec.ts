import { newsFields } from './support/content-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const nestedTags = (depth: number) => `${'<span>'.repeat(depth)}深${'</span>'.repeat(depth)}`;
const nestedJson = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** Requests whose work would grow without bound are refused up front, with a 4xx and a Chinese message. */
describe.each(testDatabases())('bounded work on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.login();
  });
  afterAll(() => t.close());

  it('refuses 100,000 nested tags in a save with 422 on content, while health keeps answering', async () => {
    const save = t.adminCall('save_news', token, newsFields({ content: nestedTags(100_000) }));
    const [saved, health] = await Promise.all([save, t.http.get('/api/health')]);
    expect(health.status).toBe(200);
    expect(saved.status).toBe(422);
    expect(saved.body.data.errors).toEqual([{ field: 'content', message: '正文的标签嵌套过深（最多 64 层）' }]);
  });

  it('keeps content nested as deep as the bound', async () => {
    const res = await t.adminCall('save_news', token, newsFields({ content: `<p>${nestedTags(63)}</p>` }));
    expect(res.body.code).toBe(0);
  });

  it.each([
    ['a public list', () => t.publicCall('get_news_list', { page: 1e18 })],
    ['an admin list', () => t.adminCall('get_news_list', token, { page: 1e18 })],
  ])('answers page 1e18 of %s with 422 naming page', async (_name, call) => {
    const res = await call();
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual([{ field: 'page', message: '页码不能大于 1000000' }]);
  });

  it('answers JSON nested 5,000 deep with 400 and says why', async () => {
    for (const path of ['/api/adm/save_news', '/api/get_news_list']) {
      const res = await t.http
        .post(path)
        .set('token', t.token())
        .set('access_token', token)
        .set('Content-Type', 'application/json')
        .send(`{"title":${nestedJson(5000)}}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, msg: '请求体嵌套过深（最多 16 层）', data: null });
    }
  });
});
