import { AdminCall } from '@site/contract';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { fail, fakeApi, ok } from '../test/fake-api';
import { RESOURCES as RESOURCES_ON_THE_MENU } from '../resources/registry';
import { createDataProvider } from './dataProvider';
import type { ResourceCalls } from './resourceCalls';

function provider(answers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(answers);
  const client = createApiClient({ tokenSecret: 's', getAccessToken: () => 'acc', fetch: api.fetch });
  return { dataProvider: createDataProvider(client), calls: api.calls };
}

const page = (list: object[], total = list.length) => ok({ list, total, page: 1, limit: 10 });

/**
 * The spec's calls of each /adm/ route, written out here rather than read from RESOURCE_CALLS: each test below checks
 * what the provider sends for a resource, so one wired to the wrong call fails instead of being tested against itself.
 */
const EXPECTED_CALLS: Record<string, ResourceCalls> = {
  news: { list: 'get_news_list', save: 'save_news', del: 'del_news' },
  case: { list: 'get_case_list', save: 'save_case', del: 'del_case' },
  img_list: { list: 'get_img_list', save: 'save_img', del: 'del_img', status: 'change_img_status' },
  history: { list: 'get_history_list', save: 'save_history', del: 'del_history' },
  about: { list: 'get_page_text_list', save: 'save_page_text', del: 'del_page_text' },
  download: { list: 'get_download_list', save: 'save_download', del: 'del_download' },
  download_cate: { list: 'get_download_cate_list', save: 'save_download_cate', del: 'del_download_cate' },
  seo: { list: 'get_seo_list', save: 'save_seo', del: 'del_seo' },
  set: { list: 'get_set_list', save: 'save_set', del: 'del_set' },
  admin: { list: 'get_admin_list', save: 'save_admin', status: 'change_admin_status' },
  plugin: { list: 'get_danmaku_list', del: 'del_danmaku' },
  media: { list: 'get_media_list' },
  audit: { list: 'get_audit_list', fixedOrder: true },
  deleted: { list: 'get_deleted_list', fixedOrder: true },
  backups: { list: 'get_backup_list' },
  api_keys: { list: 'get_api_key_list' },
  webhooks: { list: 'get_webhook_list' },
};
const RESOURCES = Object.entries(EXPECTED_CALLS);
const sent = (calls: ReturnType<typeof provider>['calls']) => calls.map(({ url, body }) => ({ url, body }));

describe.each(RESOURCES)('dataProvider on %s', (resource, calls) => {
  const listUrl = `/api/adm/${calls.list}`;

  it('getList sends page, limit, sort, order and the filters (q as keyword)', async () => {
    const { dataProvider, calls: made } = provider({ [calls.list]: page([{ id: 3 }], 41) });
    const result = await dataProvider.getList(resource, {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: '水处理', status: 1, empty: '' },
    });
    expect(result).toEqual({ data: [{ id: 3 }], total: 41 });
    // A list in one order of its own takes no sort (the strict contract refuses fields a call does not take).
    const sort = calls.fixedOrder ? {} : { sort: 'id', order: 'desc' };
    expect(sent(made)).toEqual([{ url: listUrl, body: { page: 2, limit: 25, ...sort, keyword: '水处理', status: 1 } }]);
  });

  it('getOne asks the list call for that id (route ids become integers)', async () => {
    const { dataProvider, calls: made } = provider({ [calls.list]: page([{ id: 7, title: 'x' }]) });
    expect(await dataProvider.getOne(resource, { id: '7' })).toEqual({ data: { id: 7, title: 'x' } });
    expect(sent(made)).toEqual([{ url: listUrl, body: { ids: [7], page: 1, limit: 1 } }]);
  });

  it('getOne of a missing row is a 404', async () => {
    const { dataProvider } = provider({ [calls.list]: page([]) });
    await expect(dataProvider.getOne(resource, { id: 9 })).rejects.toMatchObject({ status: 404 });
  });

  it('getMany asks for exactly those ids', async () => {
    const { dataProvider, calls: made } = provider({ [calls.list]: page([{ id: 1 }, { id: 2 }]) });
    expect(await dataProvider.getMany(resource, { ids: [1, 2] })).toEqual({ data: [{ id: 1 }, { id: 2 }] });
    expect(sent(made)).toEqual([{ url: listUrl, body: { ids: [1, 2], page: 1, limit: 2 } }]);
  });

  it('getManyReference filters by the target field', async () => {
    const { dataProvider, calls: made } = provider({ [calls.list]: page([{ id: 4 }], 1) });
    const result = await dataProvider.getManyReference(resource, {
      target: 'cate_id',
      id: 5,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'sort', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 4 }], total: 1 });
    expect(sent(made)).toEqual([
      { url: listUrl, body: { page: 1, limit: 10, sort: 'sort', order: 'asc', cate_id: 5 } },
    ]);
  });

  if (calls.save) {
    const saveUrl = `/api/adm/${calls.save}`;

    it('create sends the fields without an id', async () => {
      const { dataProvider, calls: made } = provider({ [calls.save!]: ok({ id: 11, title: '新' }) });
      expect(await dataProvider.create(resource, { data: { title: '新' } })).toEqual({ data: { id: 11, title: '新' } });
      expect(sent(made)).toEqual([{ url: saveUrl, body: { title: '新' } }]);
    });

    it('update sends the id and only the changed fields', async () => {
      const { dataProvider, calls: made } = provider({ [calls.save!]: ok({ id: 11, title: '改', sort: 0 }) });
      const result = await dataProvider.update(resource, {
        id: '11',
        data: { id: 11, title: '改', sort: 0, updated_at: 'x' },
        previousData: { id: 11, title: '旧', sort: 0, updated_at: 'x' },
      });
      expect(result).toEqual({ data: { id: 11, title: '改', sort: 0 } });
      expect(sent(made)).toEqual([{ url: saveUrl, body: { title: '改', id: 11 } }]);
    });

    it('update sends the version the form was based on, so a save after another admin saved is refused', async () => {
      const { dataProvider, calls: made } = provider({ [calls.save!]: ok({ id: 11, title: '改', version: 4 }) });
      await dataProvider.update(resource, {
        id: 11,
        data: { id: 11, title: '改', version: 3 },
        previousData: { id: 11, title: '旧', version: 3 },
      });
      expect(sent(made)).toEqual([{ url: saveUrl, body: { title: '改', version: 3, id: 11 } }]);
    });

    it('updateMany saves each row', async () => {
      const { dataProvider, calls: made } = provider({ [calls.save!]: [ok({ id: 1 }), ok({ id: 2 })] });
      expect(await dataProvider.updateMany(resource, { ids: [1, 2], data: { sort: 5 } })).toEqual({ data: [1, 2] });
      expect(sent(made)).toEqual([
        { url: saveUrl, body: { sort: 5, id: 1 } },
        { url: saveUrl, body: { sort: 5, id: 2 } },
      ]);
    });

    it('a 422 carries the field errors the way react-admin shows them under inputs', async () => {
      const errors = [{ field: 'title', message: '标题不能为空' }];
      const { dataProvider } = provider({ [calls.save!]: fail(422, '参数校验失败', { errors }) });
      const failure = await dataProvider.create(resource, { data: {} }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure).toMatchObject({
        message: '参数校验失败',
        status: 422,
        body: { errors: { title: '标题不能为空', root: { serverError: '参数校验失败' } } },
      });
    });
  } else {
    it('has no create or update (read-only resource)', async () => {
      const { dataProvider, calls: made } = provider({});
      await expect(dataProvider.create(resource, { data: {} })).rejects.toThrow(`资源 ${resource} 不支持保存`);
      expect(made).toEqual([]);
    });
  }

  if (calls.status) {
    it('a status-only update goes through the status call', async () => {
      const { dataProvider, calls: made } = provider({ [calls.status!]: ok({ id: 3, status: 0 }) });
      await dataProvider.update(resource, { id: 3, data: { id: 3, status: 0 }, previousData: { id: 3, status: 1 } });
      expect(sent(made)).toEqual([{ url: `/api/adm/${calls.status}`, body: { id: 3, status: 0 } }]);
    });
  }

  if (calls.del) {
    const delUrl = `/api/adm/${calls.del}`;

    it('delete sends the id and answers the previous record', async () => {
      const { dataProvider, calls: made } = provider({ [calls.del!]: ok({ deleted: 1 }) });
      const result = await dataProvider.delete(resource, { id: 5, previousData: { id: 5, title: '旧' } });
      expect(result).toEqual({ data: { id: 5, title: '旧' } });
      expect(sent(made)).toEqual([{ url: delUrl, body: { id: 5 } }]);
    });

    it('deleteMany sends the ids in one call', async () => {
      const { dataProvider, calls: made } = provider({ [calls.del!]: ok({ deleted: 2 }) });
      expect(await dataProvider.deleteMany(resource, { ids: [5, 6] })).toEqual({ data: [5, 6] });
      expect(sent(made)).toEqual([{ url: delUrl, body: { ids: [5, 6] } }]);
    });

    it('a refused delete (409) carries the server message', async () => {
      const { dataProvider } = provider({ [calls.del!]: fail(409, '分类下还有下载文件，请先删除或移走这些文件') });
      await expect(dataProvider.delete(resource, { id: 5 })).rejects.toMatchObject({
        status: 409,
        message: '分类下还有下载文件，请先删除或移走这些文件',
      });
    });
  }
});

it('covers every screen of the menu above, so none is left wired to a call nobody checked', () => {
  expect(RESOURCES_ON_THE_MENU.map((resource) => resource.name).sort()).toEqual(Object.keys(EXPECTED_CALLS).sort());
});

it('refuses a resource it does not know, sending nothing', async () => {
  const { dataProvider, calls } = provider({});
  await expect(dataProvider.getList('nonsense', { pagination: { page: 1, perPage: 10 } })).rejects.toThrow(
    '未知的资源：nonsense',
  );
  expect(calls).toEqual([]);
});

describe('dataProvider headers', () => {
  it('sends the access token, hourly token and lang on every call', async () => {
    const { dataProvider, calls } = provider({ [AdminCall.GET_NEWS_LIST]: page([]) });
    await dataProvider.getList('news', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(calls[0].headers).toMatchObject({
      access_token: 'acc',
      lang: 'cn',
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});
