import type { News } from '@site/contract';
import { adminSave, createImg, createNews, hoursFrom } from './support/content-factories';
import { createTestApp, secondInstance, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const NOW = '2026-11-21T08:00:00.000Z';

describe.each(testDatabases())('keyword search on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW });
    admin = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM news');
    await t.dataSource.query('DELETE FROM imgs');
  });

  const titlesFor = async (keyword: string, where: 'public' | 'admin' = 'public') => {
    const res =
      where === 'public'
        ? await t.publicCall('get_news_list', { keyword }).expect(200)
        : await t.adminCall('get_news_list', admin, { keyword }).expect(200);
    expect(res.body.data.total).toBe(res.body.data.list.length);
    return res.body.data.list.map((row: News) => row.title).sort();
  };
  const news = (title: string, summary = '') =>
    createNews(t, admin, { title, summary, publish_time: hoursFrom(t, -1) });

  it('finds Chinese keywords of two characters or more anywhere in the title or summary', async () => {
    await news('城市污水处理厂提标改造', '出水稳定达标');
    await news('泵站运维', '智慧水务平台上线');
    await news('年度报告', '');
    expect(await titlesFor('污水')).toEqual(['城市污水处理厂提标改造']);
    expect(await titlesFor('提标改造')).toEqual(['城市污水处理厂提标改造']);
    expect(await titlesFor('平台上线', 'admin')).toEqual(['泵站运维']);
    expect(await titlesFor('水')).toEqual(['城市污水处理厂提标改造', '泵站运维']);
    // Substring of neither text: the end of a title and the start of its summary are not adjacent.
    expect(await titlesFor('改造出水')).toEqual([]);
    expect(await titlesFor('污水泵站')).toEqual([]);
  });

  it('indexes at start the news an empty index does not hold (news older than the index, or an index lost)', async () => {
    await news('城市污水处理厂提标改造', '');
    await t.dataSource.query('DELETE FROM news_search');
    expect(await titlesFor('污水', 'admin')).toEqual([]);
    const starting = await secondInstance(t);
    try {
      expect(await titlesFor('污水', 'admin')).toEqual(['城市污水处理厂提标改造']);
    } finally {
      await starting.close();
    }
  });

  it('matches ASCII without regard to case, and follows edits and deletes', async () => {
    const item = await news('Membrane BioReactor 膜法', '');
    expect(await titlesFor('bioreactor')).toEqual(['Membrane BioReactor 膜法']);
    await adminSave(t, 'save_news', admin, { id: item.id, title: '全新标题' });
    expect(await titlesFor('bioreactor')).toEqual([]);
    expect(await titlesFor('新标', 'admin')).toEqual(['全新标题']);
    await t.adminCall('del_news', admin, { id: item.id }).expect(200);
    expect(await titlesFor('新标', 'admin')).toEqual([]);
  });

  it('matches % and _ literally, through the index and through LIKE', async () => {
    await news('纯度100%达标', '');
    await news('纯度1000达标', '');
    await news('a_b 型号', '');
    await news('axb 型号', '');
    expect(await titlesFor('0%达')).toEqual(['纯度100%达标']);
    expect(await titlesFor('%')).toEqual(['纯度100%达标']);
    expect(await titlesFor('_')).toEqual(['a_b 型号']);
    expect(await titlesFor('a_b')).toEqual(['a_b 型号']);

    await createImg(t, admin, { title: '100%_合格' });
    await createImg(t, admin, { title: '1000 合格' });
    for (const keyword of ['%', '_', '0%_']) {
      const res = await t.adminCall('get_img_list', admin, { keyword }).expect(200);
      expect(res.body.data.list.map((row: { title: string }) => row.title)).toEqual(['100%_合格']);
    }
  });

  it('takes terms separated by spaces as all required, each anywhere; a query without spaces as one substring', async () => {
    await news('膜污染控制技术取得突破', '');
    await news('膜组件更换', '减少污染物排放');
    await news('污染治理', '');
    expect(await titlesFor('膜 污染')).toEqual(['膜污染控制技术取得突破', '膜组件更换']);
    expect(await titlesFor('膜污染')).toEqual(['膜污染控制技术取得突破']);
    // A full-width space separates as well; every term must be there, through the index or by LIKE (one character).
    expect(await titlesFor('污染　突破')).toEqual(['膜污染控制技术取得突破']);
    expect(await titlesFor('控制 排放')).toEqual([]);
    expect(await titlesFor('组件 排放 膜', 'admin')).toEqual(['膜组件更换']);
    expect(await titlesFor(' 治理  污染 ')).toEqual(['污染治理']);
    // Without a keyword index (pictures), terms are all required as well.
    await createImg(t, admin, { title: '膜 车间' });
    await createImg(t, admin, { title: '车间全景' });
    const res = await t.adminCall('get_img_list', admin, { keyword: '车间 膜' }).expect(200);
    expect(res.body.data.list.map((row: { title: string }) => row.title)).toEqual(['膜 车间']);
  });
});
