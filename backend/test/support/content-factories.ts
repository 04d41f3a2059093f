import type { Case, History, Img, News, PageText } from '@site/contract';
import type { TestApp } from './test-app';

/**
 * Test data for the content families (news, cases, images, history, page texts): field sets with
 * unique defaults, and `create*` helpers that store them through the real save calls.
 */

let sequence = 0;
const nextNumber = () => ++sequence;

/** The fake clock's time moved by `hours` (negative: earlier), as an ISO string. */
export function hoursFrom(t: TestApp, hours: number): string {
  return new Date(t.clock.now().getTime() + hours * 3_600_000).toISOString();
}

/** Calls adm/<call> in `lang` and answers `data`; any non-zero code fails the test with the envelope. */
export async function adminSave<T>(
  t: TestApp,
  call: string,
  accessToken: string,
  body: object,
  lang = 'cn',
): Promise<T> {
  const res = await t.adminCall(call, accessToken, body).set('lang', lang);
  if (res.body.code !== 0) throw new Error(`${call} failed: ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

type Fields = Record<string, unknown>;

export const newsFields = (overrides: Fields = {}): Fields => {
  const n = nextNumber();
  return {
    title: `新闻 ${n}`,
    summary: `新闻摘要 ${n}`,
    content: `<p>新闻正文 ${n}</p>`,
    category: 'company',
    author: '市场部',
    status: 1,
    publish_time: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
};

export const caseFields = (overrides: Fields = {}): Fields => {
  const n = nextNumber();
  return {
    title: `案例 ${n}`,
    summary: `案例摘要 ${n}`,
    content: `<p>案例正文 ${n}</p>`,
    client: `客户 ${n}`,
    category: 'energy',
    status: 1,
    publish_time: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
};

export const imgFields = (overrides: Fields = {}): Fields => {
  const n = nextNumber();
  return { title: `图片 ${n}`, group: 'banner', image: `/uploads/2026/11/img-${n}.png`, status: 1, ...overrides };
};

export const historyFields = (overrides: Fields = {}): Fields => {
  const n = nextNumber();
  return { year: 2000 + (n % 100), title: `大事记 ${n}`, content: `<p>发展历程 ${n}</p>`, ...overrides };
};

export const pageTextFields = (overrides: Fields = {}): Fields => {
  const n = nextNumber();
  return { key: `page_${n}`, title: `页面文本 ${n}`, content: `<p>页面内容 ${n}</p>`, ...overrides };
};

export const createNews = (t: TestApp, token: string, overrides: Fields = {}, lang = 'cn') =>
  adminSave<News>(t, 'save_news', token, newsFields(overrides), lang);

export const createCase = (t: TestApp, token: string, overrides: Fields = {}, lang = 'cn') =>
  adminSave<Case>(t, 'save_case', token, caseFields(overrides), lang);

export const createImg = (t: TestApp, token: string, overrides: Fields = {}, lang = 'cn') =>
  adminSave<Img>(t, 'save_img', token, imgFields(overrides), lang);

export const createHistory = (t: TestApp, token: string, overrides: Fields = {}, lang = 'cn') =>
  adminSave<History>(t, 'save_history', token, historyFields(overrides), lang);

export const createPageText = (t: TestApp, token: string, overrides: Fields = {}, lang = 'cn') =>
  adminSave<PageText>(t, 'save_page_text', token, pageTextFields(overrides), lang);

/**
 * Editor output that must survive the sanitiser unchanged, and an attack wrapped around it whose
 * `<script>` and `onerror` must disappear.
 */
export const EDITOR_HTML =
  '<h2 class="ql-align-center">标题</h2><p><strong>粗体</strong>与<em>斜体</em>，' +
  '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">链接</a></p>' +
  '<p><img src="/uploads/2026/11/a.png"></p>';
export const HOSTILE_HTML = `${EDITOR_HTML}<script>alert(1)</script><p><img src="/uploads/x.png" onerror="alert(2)"></p>`;

/** Link values every URL field must refuse (422). */
export const BAD_URLS = [
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '//evil.example/x.png',
  '/uploads/../adm/x',
  'ftp://host/x',
];
