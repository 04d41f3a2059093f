/**
 * A small integrator's program, typed by the client generated from the served OpenAPI document (openapi-typescript +
 * openapi-fetch): every public call, then an admin create-edit-delete with an upload. It prints what it got as
 * JSON; the test compiles it with tsc (strict) and runs it against the server. No cast: the types must be enough.
 */
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

const { API_BASE = '', HOURLY_TOKEN = '', ADMIN_USERNAME = '', ADMIN_PASSWORD = '' } = process.env;
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The `data` of a successful answer; anything else stops the program with what the server said. */
function dataOf<T>(call: string, answer: { data?: { code: number; data: T }; error?: unknown }): T {
  if (!answer.data || answer.data.code !== 0)
    throw new Error(`${call}: ${JSON.stringify(answer.error ?? answer.data)}`);
  return answer.data.data;
}

const site = createClient<paths>({ baseUrl: API_BASE, headers: { token: HOURLY_TOKEN, lang: 'cn' } });

const login = dataOf(
  'adm/login',
  await site.POST('/api/adm/login', { body: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } }),
);
// An account with two-factor sign-in answers a challenge instead of a token: this program needs one without it.
if (!('access_token' in login)) throw new Error('adm/login: this account signs in with a second factor');
const admin = createClient<paths>({ baseUrl: API_BASE, headers: { access_token: login.access_token, lang: 'cn' } });

const url = dataOf(
  'adm/upload_pic',
  await admin.POST('/api/adm/upload_pic', {
    body: { file: new Blob([PNG_1X1], { type: 'image/png' }) },
    bodySerializer(body) {
      const form = new FormData();
      form.append('file', body.file, 'pixel.png');
      return form;
    },
  }),
);
const created = dataOf(
  'adm/save_news',
  await admin.POST('/api/adm/save_news', { body: { title: '集成测试', cover: url, content: '<p>正文</p>' } }),
);
const edited = dataOf(
  'adm/save_news (edit)',
  await admin.POST('/api/adm/save_news', { body: { id: created.id, title: '集成测试（已修改）' } }),
);

// Saving on the version before the edit: the 409's data names the stored version, typed without a cast.
const stale = await admin.POST('/api/adm/save_news', {
  body: { id: created.id, title: '过期', version: created.version },
});
const conflict = stale.error?.code === 409 ? stale.error.data?.current_version : undefined;
// A misspelt field: VALIDATION_FAILED's data lists each field.
const misspelt = await site.POST('/api/get_news_list', { body: { page: 1, limit: 10, ...{ pagee: 2 } } });
const invalid = misspelt.error?.error === 'VALIDATION_FAILED' ? misspelt.error.data.errors.map((e) => e.field) : [];
const sizes = dataOf('get_image_sizes', await site.POST('/api/get_image_sizes', { body: { srcs: [url] } }));

const newsList = dataOf('get_news_list', await site.POST('/api/get_news_list', { body: { page: 1, limit: 10 } }));
const detail = dataOf('get_news_detail', await site.POST('/api/get_news_detail', { body: { id: created.id } }));
const results = {
  upload: url,
  created: { id: created.id, title: created.title },
  edited: { id: edited.id, title: edited.title, cover: edited.cover },
  get_news_list: newsList.list.map((item) => item.id),
  get_news_detail: { id: detail.id, title: detail.title, prev: detail.prev, next: detail.next },
  get_img_list: dataOf('get_img_list', await site.POST('/api/get_img_list', { body: {} })).list.length,
  get_history: dataOf('get_history', await site.POST('/api/get_history')).list.length,
  get_case_list: dataOf('get_case_list', await site.POST('/api/get_case_list', { body: {} })).total,
  get_download: dataOf('get_download', await site.POST('/api/get_download')).list.length,
  get_set_detail: dataOf('get_set_detail', await site.POST('/api/get_set_detail', { body: {} })),
  get_image_sizes: Object.fromEntries(Object.entries(sizes).map(([src, size]) => [src, size.width * size.height])),
  version_conflict: conflict,
  validation_failed: invalid,
  get_page_text: (await site.POST('/api/get_page_text', { body: { key: 'none' } })).error?.error,
  get_seo_detail: dataOf('get_seo_detail', await site.POST('/api/get_seo_detail', { body: { page: 'none' } })),
  count_download: (await site.POST('/api/count_download', { body: { id: 1 } })).error?.error,
  deleted: dataOf('adm/del_news', await admin.POST('/api/adm/del_news', { body: { id: created.id } })),
  after_delete: (await site.POST('/api/get_news_detail', { body: { id: created.id } })).error?.error,
};
process.stdout.write(JSON.stringify(results));
