import { newsFields } from '../support/content-factories';
import { HEALTH_BOUND_MS, whileHealthAnswers } from '../support/health-watch';
import { createTestApp, TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-database';

const nestedTags = (depth: number) => `${'<span>'.repeat(depth)}深${'</span>'.repeat(depth)}`;
const nestedJson = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
/** `{"k0":0,"k1":1,…}`: each key once, so nothing but the count is unusual. */
const manyKeys = (count: number) =>
  JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i])));
const manyIds = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

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
      expect(res.body).toEqual({ code: 400, msg: '请求体嵌套过深（最多 16 层）', error: 'BAD_REQUEST', data: null });
    }
  });

  const rawPublicCall = (body: string, type = 'application/json') =>
    t.http.post('/api/get_news_list').set('token', t.token()).set('lang', 'cn').set('Content-Type', type).send(body);

  it('refuses a public body of 40,000 keys with 400 before reading it, while health keeps answering', async () => {
    const { result, slowestHealthMs, healthStatuses } = await whileHealthAnswers(t.http, () =>
      rawPublicCall(manyKeys(40_000)),
    );
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      code: 400,
      msg: '请求体的对象字段过多（每个对象最多 1000 个）',
      error: 'BAD_REQUEST',
      data: null,
    });
    expect(healthStatuses.every((status) => status === 200)).toBe(true);
    expect(slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('refuses an array of 40,000 ids with 400, while health keeps answering', async () => {
    const { result, slowestHealthMs } = await whileHealthAnswers(t.http, () =>
      t.adminCall('del_news', token, { ids: manyIds(40_000) }),
    );
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      code: 400,
      msg: '请求体的数组过长（每个数组最多 10000 项）',
      error: 'BAD_REQUEST',
      data: null,
    });
    expect(slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('takes the most keys and ids the bounds allow', async () => {
    // Past the body parser: the calls themselves answer (the list names the fields it does not take, each once; a
    // delete takes 1,000 ids).
    const keys = await rawPublicCall(manyKeys(1000));
    expect({ status: keys.status, error: keys.body.error }).toEqual({ status: 422, error: 'VALIDATION_FAILED' });
    expect(keys.body.data.errors).toHaveLength(1000);
    const ids = await t.adminCall('del_news', token, { ids: manyIds(10_000) });
    expect(ids.status).toBe(422);
    expect(ids.body.data.errors.map((error: { field: string }) => error.field)).toEqual(['ids']);
  });

  it('refuses a form of 40,000 parameters, and one nested 5,000 deep, with 400, while health keeps answering', async () => {
    const form = Array.from({ length: 40_000 }, (_, i) => `k${i}=${i}`).join('&');
    const many = await whileHealthAnswers(t.http, () => rawPublicCall(form, 'application/x-www-form-urlencoded'));
    expect(many.result.body).toEqual({
      code: 400,
      msg: '请求体的对象字段过多（每个对象最多 1000 个）',
      error: 'BAD_REQUEST',
      data: null,
    });
    expect(many.slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
    const deep = await rawPublicCall(`title${'[a]'.repeat(5000)}=1`, 'application/x-www-form-urlencoded');
    expect(deep.body).toEqual({ code: 400, msg: '请求体嵌套过深（最多 16 层）', error: 'BAD_REQUEST', data: null });
  });

  it('saves rich text whose style holds 40,000 spaces, cleaned, while health keeps answering', async () => {
    const content = `<p><span style="color: x${' '.repeat(40_000)}x">有样式</span><a style="color: red${' '.repeat(40_000)}">链接</a></p>`;
    const { result, slowestHealthMs } = await whileHealthAnswers(t.http, () =>
      t.adminCall('save_news', token, newsFields({ content })),
    );
    expect(result.body.code).toBe(0);
    const saved = await t.adminCall('get_news_list', token, { ids: [result.body.data.id] });
    expect(saved.body.data.list[0].content).toBe('<p><span>有样式</span><a style="color: red;">链接</a></p>');
    expect(slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });
});
