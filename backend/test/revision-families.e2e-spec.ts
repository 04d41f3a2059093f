import type { Page, RevisionFamily, RevisionSummary } from '@site/contract';
import {
  adminSave,
  caseFields,
  historyFields,
  imgFields,
  newsFields,
  pageTextFields,
} from './support/content-factories';
import { createDownloadCate, downloadCateFields, downloadFields, seoFields, setFields } from './support/site-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

type Fields = Record<string, unknown>;

/** How the back office writes one family: its calls, a new item's fields and one edit of them. */
interface FamilyCalls {
  family: RevisionFamily;
  save: string;
  del: string;
  list: string;
  fields: (t: TestApp, token: string) => Promise<Fields>;
  edit: Fields;
  /** How a status change is sent: its own call, the save with `{ id, status }`, or none (no status). */
  status?: { call: string };
}

const FAMILIES: FamilyCalls[] = [
  {
    family: 'news',
    save: 'save_news',
    del: 'del_news',
    list: 'get_news_list',
    fields: async () => newsFields(),
    edit: { title: '改后的标题' },
    status: { call: 'save_news' },
  },
  {
    family: 'cases',
    save: 'save_case',
    del: 'del_case',
    list: 'get_case_list',
    fields: async () => caseFields(),
    edit: { title: '改后的标题' },
    status: { call: 'save_case' },
  },
  {
    family: 'images',
    save: 'save_img',
    del: 'del_img',
    list: 'get_img_list',
    fields: async () => imgFields(),
    edit: { title: '改后的标题' },
    status: { call: 'change_img_status' },
  },
  {
    family: 'history',
    save: 'save_history',
    del: 'del_history',
    list: 'get_history_list',
    fields: async () => historyFields(),
    edit: { title: '改后的标题' },
  },
  {
    family: 'page-texts',
    save: 'save_page_text',
    del: 'del_page_text',
    list: 'get_page_text_list',
    fields: async () => pageTextFields(),
    edit: { title: '改后的标题' },
  },
  {
    family: 'downloads',
    save: 'save_download',
    del: 'del_download',
    list: 'get_download_list',
    fields: async (t, token) => downloadFields((await createDownloadCate(t, token)).id),
    edit: { title: '改后的标题' },
    status: { call: 'save_download' },
  },
  {
    family: 'download-cates',
    save: 'save_download_cate',
    del: 'del_download_cate',
    list: 'get_download_cate_list',
    fields: async () => downloadCateFields(),
    edit: { name: '改后的名称' },
  },
  {
    family: 'seo',
    save: 'save_seo',
    del: 'del_seo',
    list: 'get_seo_list',
    fields: async () => seoFields(),
    edit: { title: '改后的标题' },
  },
  {
    family: 'settings',
    save: 'save_set',
    del: 'del_set',
    list: 'get_set_list',
    fields: async () => setFields(),
    edit: { value: '改后的值' },
  },
];

/**
 * Issue 21, item 1, family by family: a save, a status change (where the family has a status), a delete and a
 * restore each store a revision with its action and changed fields; the deleted item is listed in 最近删除 and its
 * last revision brings it back whole, under its id; so does the audit log record each change.
 */
describe.each(testDatabases())('revisions of every content family on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.login();
  });
  afterAll(() => t.close());

  it.each(FAMILIES)(
    '$family: save, status change (where it has one), delete and restore each leave a revision',
    async (spec) => {
      const created = await adminSave<Fields & { id: number }>(t, spec.save, token, await spec.fields(t, token));
      const { id } = created;
      await adminSave(t, spec.save, token, { id, ...spec.edit });
      if (spec.status) await adminSave(t, spec.status.call, token, { id, status: 0 });
      await adminSave(t, spec.del, token, { id });
      expect((await adminSave<Page<unknown>>(t, spec.list, token, { ids: [id] })).list).toEqual([]);

      const deleted = await adminSave<Page<RevisionSummary>>(t, 'get_deleted_list', token, { family: spec.family });
      const entry = deleted.list.find((item) => item.item_id === id);
      expect(entry).toMatchObject({ family: spec.family, action: 'delete' });
      await adminSave(t, 'restore_revision', token, { id: entry!.id });

      const [back] = (await adminSave<Page<Fields>>(t, spec.list, token, { ids: [id] })).list;
      expect(back).toMatchObject({ ...spec.edit, id, ...(spec.status ? { status: 0 } : {}) });
      const revisions = await adminSave<Page<RevisionSummary>>(t, 'get_revision_list', token, {
        family: spec.family,
        id,
        limit: 100,
      });
      const actions = ['restore', 'delete', ...(spec.status ? ['status'] : []), 'update', 'create'];
      expect(revisions.list.map((revision) => revision.action)).toEqual(actions);
      const update = revisions.list.find((revision) => revision.action === 'update');
      expect(update?.fields).toEqual(Object.keys(spec.edit));
      if (spec.status) {
        expect(revisions.list.find((revision) => revision.action === 'status')?.fields).toEqual(['status']);
      }

      const audit = await adminSave<Page<{ action: string; target_id: number }>>(t, 'get_audit_list', token, {
        family: spec.family,
        limit: 100,
      });
      expect(audit.list.filter((row) => row.target_id === id).map((row) => row.action)).toEqual(actions);
    },
  );
});
