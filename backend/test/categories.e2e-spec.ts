import { createCase, createNews } from './support/content-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

/** The editor's category picker offers what the items of the lang already use (issue 33, item 8). */
describe.each(testDatabases())('categories in use on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query('DELETE FROM news').then(() => t.dataSource.query('DELETE FROM cases')));

  const categories = async (call: string, lang = 'cn') =>
    (await t.adminCall(call, admin, {}).set('lang', lang).expect(200)).body.data;

  it.each([
    ['get_news_category_list', createNews],
    ['get_case_category_list', createCase],
  ])('%s: most used first, then by name, drafts included, blank and other langs left out', async (call, create) => {
    await create(t, admin, { category: '行业动态' });
    await create(t, admin, { category: '公司新闻', status: 0 });
    await create(t, admin, { category: '公司新闻' });
    await create(t, admin, { category: '产品' });
    await create(t, admin, { category: '' });
    await create(t, admin, { category: 'Press' }, 'en');

    expect(await categories(call)).toEqual([
      { name: '公司新闻', count: 2 },
      { name: '产品', count: 1 },
      { name: '行业动态', count: 1 },
    ]);
    expect(await categories(call, 'en')).toEqual([{ name: 'Press', count: 1 }]);
  });

  it('a new category is offered as soon as an item is saved in it', async () => {
    expect(await categories('get_news_category_list')).toEqual([]);
    await createNews(t, admin, { category: '新分类' });
    expect(await categories('get_news_category_list')).toEqual([{ name: '新分类', count: 1 }]);
    expect(await categories('get_case_category_list')).toEqual([]);
  });

  it('is for signed-in admins only', async () => {
    await t.adminCall('get_news_category_list', 'not-a-token', {}).expect(401);
  });
});
