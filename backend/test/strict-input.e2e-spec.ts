import { NewsEntity } from '../src/modules/news/news.entity';
import { uniqueIp } from './support/admin-accounts';
import { errorFields } from './support/assertions';
import { createNews, newsFields } from './support/content-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const HAS_CHINESE = /[\u3400-\u9fff]/;

/** A value of the wrong type is a 422, whatever JavaScript would coerce it to; every message is Chinese. */
describe.each(testDatabases())('strict input on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let newsId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TRUST_PROXY: 'loopback' } });
    token = await t.login();
    newsId = (await createNews(t, token)).id;
  });
  afterAll(() => t.close());

  it.each([true, '0x1', '1e0', '1', [1]])('refuses %j as an id with 422', async (id) => {
    expect(newsId).toBe(1);
    const res = await t.publicCall('get_news_detail', { id }).expect(422);
    expect(errorFields(res.body.data.errors)).toEqual(['id']);
    expect(res.body.data.errors).toContainEqual({ field: 'id', message: 'id 必须是整数' });
    await t.adminCall('del_news', token, { ids: [id] }).expect(422);
    await t.adminCall('change_admin_status', token, { id, status: 1 }).expect(422);
  });

  it('refuses true as a status with 422', async () => {
    await t.adminCall('change_admin_status', token, { id: 1, status: true }).expect(422);
  });

  it('refuses a number as danmaku text with 422', async () => {
    const res = await t.http
      .post('/api/danmaku/v3/')
      .set('X-Forwarded-For', uniqueIp())
      .send({ token: t.token(), id: 'strict-video', author: 'a', time: 1, text: 12345, color: 0, type: 0 })
      .expect(422);
    expect(res.body.data.errors).toContainEqual({ field: 'text', message: '弹幕内容必须是文本' });
  });

  it('does not create on a save with id null (400)', async () => {
    const before = await t.dataSource.getRepository(NewsEntity).count();
    await t.adminCall('save_news', token, { ...newsFields(), id: null }).expect(422);
    expect(await t.dataSource.getRepository(NewsEntity).count()).toBe(before);
  });

  it('words every validation message in Chinese', async () => {
    const answers = await Promise.all([
      t.publicCall('get_news_list', { page: 0, limit: 1000 }),
      t.adminCall('get_news_list', token, { ids: 'x', keyword: 'k'.repeat(101), status: 2, order: 'up' }),
      t.adminCall('del_news', token, { ids: [] }),
      t.publicCall('get_news_detail', {}),
    ]);
    const messages = answers.flatMap((res) => res.body.data.errors.map((error: { message: string }) => error.message));
    expect(messages.length).toBeGreaterThanOrEqual(7);
    expect(messages.filter((message: string) => !HAS_CHINESE.test(message))).toEqual([]);
  });

  it('still reads numbers from form bodies', async () => {
    await t.http
      .post('/api/adm/change_admin_status')
      .set('access_token', token)
      .type('form')
      .send({ id: '1', status: '1' })
      .expect((res) => expect(res.body.code).not.toBe(422));
  });
});
