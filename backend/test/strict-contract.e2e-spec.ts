import { uniqueIp } from './support/admin-accounts';
import { adminSave, createHistory, createNews } from './support/content-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const HAS_CHINESE = /[\u3400-\u9fff]/;

/** An integrator's typed client against the contract: each case is the client mistake that found a loose spot. */
describe.each(testDatabases())('a strict contract on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TRUST_PROXY: 'loopback' } });
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
  describe('a misspelt or foreign body field', () => {
    it('names "pagee" on get_news_list instead of answering page 1', async () => {
      await createNews(t, token);
      const res = await t.publicCall('get_news_list', { pagee: 2 }).expect(422);
      expect(res.body).toMatchObject({ code: 422, error: 'VALIDATION_FAILED' });
      expect(res.body.data.errors).toEqual([{ field: 'pagee', message: 'pagee 不是此接口的字段' }]);
    });

    it('refuses save_history with a family and leaves the entry and its version as they were', async () => {
      const entry = await createHistory(t, token);
      const res = await t.adminCall('save_history', token, { id: entry.id, family: 'news' }).expect(422);
      expect(res.body.data.errors).toEqual([{ field: 'family', message: 'family 不是此接口的字段' }]);
      const [stored] = (await t.adminCall('get_history_list', token, { ids: [entry.id] }).expect(200)).body.data.list;
      expect(stored.version).toBe(entry.version);
    });

    it('lists the typo beside the rules the other fields break', async () => {
      const res = await t.adminCall('save_news', token, { titel: 'x', sort: 'first' }).expect(422);
      expect(res.body.data.errors).toEqual(
        expect.arrayContaining([
          { field: 'titel', message: 'titel 不是此接口的字段' },
          { field: 'sort', message: '排序必须是整数' },
        ]),
      );
    });

    it('saves a record read and sent back whole: its read-only fields are ignored', async () => {
      const news = await createNews(t, token, { title: 'read and sent back' });
      const [record] = (await t.adminCall('get_news_list', token, { ids: [news.id] }).expect(200)).body.data.list;
      const res = await t.adminCall('save_news', token, { ...record, title: 'changed' }).expect(200);
      expect(res.body.data).toMatchObject({ id: news.id, title: 'changed', views: record.views });
      expect(res.body.data.created_at).toBe(record.created_at);
    });

    it('refuses a typo in a form body too', async () => {
      const res = await t.http
        .post('/api/adm/change_admin_status')
        .set('access_token', token)
        .type('form')
        .send({ id: '1', statsu: '1' })
        .expect(422);
      expect(res.body.data.errors).toContainEqual({ field: 'statsu', message: 'statsu 不是此接口的字段' });
    });
  });

  describe('missing and mistyped fields', () => {
    it('answers a danmaku read without its id 422 saying it is missing', async () => {
      const res = await t.http.get('/api/danmaku/v3/').expect(422);
      expect(res.body.data.errors).toEqual([{ field: 'id', message: 'id 不能为空' }]);
    });

    it('answers {"page": true} 422 with one message for page', async () => {
      const res = await t.publicCall('get_news_list', { page: true }).expect(422);
      expect(res.body.data.errors).toHaveLength(1);
      expect(res.body.data.errors[0].field).toBe('page');
    });

    it('answers a text where an id goes 422, as a missing id is', async () => {
      await t.publicCall('get_news_detail', { id: 'one' }).expect(422);
      await t.publicCall('get_news_detail', {}).expect(422);
    });

    it('words every field message in English under Accept-Language: en', async () => {
      const answers = await Promise.all([
        t.publicCall('get_news_list', { page: true, pagee: 2 }).set('Accept-Language', 'en'),
        t.adminCall('save_news', token, { title: '', cover: 'javascript:x', sort: 1e9 }).set('Accept-Language', 'en'),
        t.adminCall('get_news_list', token, { keyword: 'k'.repeat(101), order: 'up' }).set('Accept-Language', 'en'),
        t.http.get('/api/danmaku/v3/').set('Accept-Language', 'en'),
      ]);
      const errors = answers.flatMap((res) => res.body.data.errors as Array<{ field: string; message: string }>);
      expect(errors.length).toBeGreaterThanOrEqual(7);
      expect(errors.filter(({ message }) => HAS_CHINESE.test(message))).toEqual([]);
      expect(errors).toContainEqual({ field: 'pagee', message: 'pagee is not a field of this call' });
      expect(errors).toContainEqual({ field: 'page', message: 'page must be an integer' });
      expect(answers.map((res) => res.body.msg)).toEqual(Array(4).fill('Validation failed'));
    });

    it('words a version conflict in English', async () => {
      const news = await createNews(t, token);
      await t.adminCall('save_news', token, { id: news.id, title: 'first', version: news.version }).expect(200);
      const res = await t
        .adminCall('save_news', token, { id: news.id, title: 'second', version: news.version })
        .set('Accept-Language', 'en')
        .expect(409);
      expect(res.body.msg).not.toMatch(HAS_CHINESE);
    });

    it('still reads numbers from form bodies', async () => {
      await t.http
        .post('/api/adm/change_admin_status')
        .set('access_token', token)
        .set('X-Forwarded-For', uniqueIp())
        .type('form')
        .send({ id: '1', status: '1' })
        .expect((res) => expect(res.body.code).not.toBe(422));
    });
  });
  describe('what a plain-text field and the auth headers accept', () => {
    it.each(['\u0000', '\u001b[31m', '\u0007', '\u007f', '\u0085'])(
      'refuses %j in a title and stores nothing',
      async (control) => {
        const before = (await t.adminCall('get_news_list', token, {}).expect(200)).body.data.total;
        const res = await t.adminCall('save_news', token, { title: `标题${control}尾` }).expect(422);
        expect(res.body.data.errors).toEqual([{ field: 'title', message: '标题不能包含控制字符（制表符和换行除外）' }]);
        expect((await t.adminCall('get_news_list', token, {}).expect(200)).body.data.total).toBe(before);
      },
    );

    it('keeps tabs and line breaks in plain text', async () => {
      const res = await t.adminCall('save_news', token, { title: '标题', summary: '第一行\r\n第二行\t完' }).expect(200);
      expect(res.body.data.summary).toBe('第一行\r\n第二行\t完');
    });

    it('refuses an API key sent in the access_token header, accepting it in Authorization', async () => {
      const { key } = await adminSave<{ key: string }>(t, 'save_api_key', token, {
        name: 'header test',
        scopes: ['content_read'],
      });
      const res = await t.http.post('/api/adm/get_news_list').set('access_token', key).send({}).expect(401);
      expect(res.body.error).toBe('API_KEY_INVALID');
      await t.http.post('/api/adm/get_news_list').set('Authorization', `Bearer ${key}`).send({}).expect(200);
    });
  });
});
