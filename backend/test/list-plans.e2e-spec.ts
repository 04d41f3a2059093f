import { NewsDetailQueries } from '../src/modules/news/news-detail-queries';
import { SORTABLE as NEWS_SORTABLE } from '../src/modules/news/news.service';
import { SORTABLE as CASES_SORTABLE } from '../src/modules/cases/cases.service';
import { SORTABLE as IMAGES_SORTABLE } from '../src/modules/images/images.service';
import { SORTABLE as HISTORY_SORTABLE } from '../src/modules/history/history.service';
import { SORTABLE as PAGE_TEXTS_SORTABLE } from '../src/modules/page-texts/page-texts.service';
import { SORTABLE as DOWNLOAD_CATES_SORTABLE } from '../src/modules/downloads/download-cates.service';
import { SORTABLE as DOWNLOADS_SORTABLE } from '../src/modules/downloads/downloads.service';
import { SORTABLE as SEO_SORTABLE } from '../src/modules/seo/seo.service';
import { SORTABLE as SETTINGS_SORTABLE } from '../src/modules/settings/settings.service';
import { SORTABLE as DANMAKU_SORTABLE } from '../src/modules/danmaku/danmaku.service';
import { spyOnStatements, Statements } from './support/statements';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

/**
 * Every list order and filter, public and admin, read off an index: each SELECT a list call runs is EXPLAINed on
 * a fresh database (no ANALYZE) and fails on a full sort (SQLite temp B-tree, MySQL filesort/temporary) or on a
 * scan of a table whose rows the WHERE could have found by index.
 */

const NOW = '2026-11-21T08:00:00.000Z';
const ROWS = 120;

/** Each admin list with the services' own sort whitelists (a column added there is checked here) and its filters. */
const ADMIN_LISTS: Record<string, { sortable: readonly string[]; filters: object[] }> = {
  get_news_list: { sortable: NEWS_SORTABLE, filters: [{ category: 'c1' }, { status: 0 }] },
  get_case_list: { sortable: CASES_SORTABLE, filters: [{ category: 'c1' }, { status: 0 }] },
  get_img_list: { sortable: IMAGES_SORTABLE, filters: [{ group: 'g1' }, { status: 0 }] },
  get_history_list: { sortable: HISTORY_SORTABLE, filters: [{ year: 2005 }] },
  get_page_text_list: { sortable: PAGE_TEXTS_SORTABLE, filters: [] },
  get_download_cate_list: { sortable: DOWNLOAD_CATES_SORTABLE, filters: [] },
  get_download_list: { sortable: DOWNLOADS_SORTABLE, filters: [{ cate_id: 1 }, { status: 0 }] },
  get_seo_list: { sortable: SEO_SORTABLE, filters: [] },
  get_set_list: { sortable: SETTINGS_SORTABLE, filters: [{ group: 'g1' }] },
  get_danmaku_list: { sortable: DANMAKU_SORTABLE, filters: [{ video_id: 'v1' }, { status: 0 }] },
};

const PUBLIC_CALLS: Array<[string, object]> = [
  ['get_news_list', {}],
  ['get_news_list', { category: 'c1' }],
  ['get_news_list', { page: 5, limit: 10 }],
  ['get_case_list', {}],
  ['get_case_list', { category: 'c1' }],
  ['get_img_list', {}],
  ['get_img_list', { group: 'g1' }],
  ['get_history', {}],
  ['get_download', {}],
  ['get_page_text', { key: 'k2' }],
  ['get_seo_detail', { page: 'p2' }],
  ['get_set_detail', { key: 'k4' }],
];

const TABLES = [
  'news',
  'cases',
  'imgs',
  'history',
  'page_texts',
  'download_cates',
  'downloads',
  'seo',
  'settings',
  'danmaku',
];

/** `ROWS` rows in every family table, in both languages, with repeated filter values; no ANALYZE afterwards. */
async function seed(t: TestApp): Promise<void> {
  const rows = Array.from({ length: ROWS }, (_, i) => i);
  const lang = (i: number) => (i % 2 ? 'en' : 'cn');
  const time = (i: number) => `'2026-0${1 + (i % 9)}-0${1 + (i % 9)} 0${i % 10}:00:00.000'`;
  const values: Record<string, [string, (i: number) => string]> = {
    news: [
      'lang, title, category, is_top, status, publish_time, sort',
      (i) => `'${lang(i)}', 't${i}', 'c${i % 5}', ${i % 10 ? 0 : 1}, ${i % 3 ? 1 : 0}, ${time(i)}, ${i % 7}`,
    ],
    cases: [
      'lang, title, client, category, status, publish_time, sort',
      (i) => `'${lang(i)}', 't${i}', 'c${i}', 'c${i % 5}', ${i % 3 ? 1 : 0}, ${time(i)}, ${i % 7}`,
    ],
    imgs: [
      'lang, title, `group`, status, sort',
      (i) => `'${lang(i)}', 't${i}', 'g${i % 5}', ${i % 3 ? 1 : 0}, ${i % 7}`,
    ],
    history: [
      'lang, year, month, title, sort',
      (i) => `'${lang(i)}', ${2000 + (i % 20)}, ${1 + (i % 12)}, 't${i}', ${i % 7}`,
    ],
    page_texts: ['lang, `key`, title', (i) => `'${lang(i)}', 'k${i}', 't${i}'`],
    download_cates: ['lang, name, sort', (i) => `'${lang(i)}', 'n${i}', ${i % 7}`],
    downloads: [
      'lang, cate_id, title, file_name, file_size, status, sort',
      (i) => `'${lang(i)}', ${1 + (i % 10)}, 't${i}', 'f${i}.pdf', ${i * 100}, ${i % 3 ? 1 : 0}, ${i % 7}`,
    ],
    seo: ['lang, page, title', (i) => `'${lang(i)}', 'p${i}', 't${i}'`],
    settings: [
      'lang, `key`, title, `group`, is_public',
      (i) => `'${lang(i)}', 'k${i}', 't${i}', 'g${i % 5}', ${i % 4 ? 0 : 1}`,
    ],
    danmaku: ['video_id, time, text, status', (i) => `'v${i % 5}', ${i}, 'x${i}', ${i % 3 ? 1 : 0}`],
  };
  for (const table of TABLES) {
    const [columns, row] = values[table];
    await t.dataSource.query(`INSERT INTO ${table} (${columns}) VALUES ${rows.map((i) => `(${row(i)})`).join(', ')}`);
  }
}

const tableScan = new RegExp(`^SCAN (${TABLES.join('|')})\\b`);

/** What is wrong with the plan of one SELECT, or null when every table is read through an index. */
async function planProblem(t: TestApp, kind: string, sql: string, params: unknown[]): Promise<string | null> {
  const filtered = /\bWHERE\b/i.test(sql);
  if (kind === 'sqlite') {
    const plan = (await t.dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, params)) as Array<{ detail: string }>;
    const details = plan.map((row) => row.detail);
    // A SCAN of one of our tables is a full read; one of a subquery's result (`SCAN seek0`: one row) is not.
    const bad = details.find((detail) => /TEMP B-TREE/.test(detail) || (filtered && tableScan.test(detail)));
    return bad ? details.join(' | ') : null;
  }
  const plan = (await t.dataSource.query(`EXPLAIN ${sql}`, params)) as Array<{
    table: string | null;
    type: string | null;
    key: string | null;
    Extra: string | null;
  }>;
  // A whole unpaged list (images, history, downloads: the contract answers them entire) reads most of a small
  // table; MariaDB rightly scans and sorts it then. Those answers are cached until the content changes.
  if (!/\bLIMIT\b/i.test(sql)) return null;
  const bad = plan.find(
    (row) =>
      /filesort|temporary/i.test(row.Extra ?? '') ||
      (filtered && TABLES.includes(row.table ?? '') && (row.type === 'ALL' || row.type === 'index')),
  );
  return bad ? JSON.stringify(plan) : null;
}

describe.each(testDatabases())('list query plans on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let statements: Statements;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW });
    admin = await t.login();
    await seed(t);
    statements = spyOnStatements(t.dataSource);
  });
  afterAll(async () => {
    statements.spy.mockRestore();
    await t.close();
  });

  /** Runs `call` and answers the plan problems of the family SELECTs it made (empty when all are indexed). */
  async function problemsOf(call: () => PromiseLike<{ status: number }>): Promise<string[]> {
    statements.spy.mockClear();
    expect((await call()).status).toBe(200);
    const selects = statements.calls().filter(
      // Batched MySQL reads begin with a parenthesised select (database/runtime/batched-read).
      ([sql]) => /^\s*\(?SELECT/i.test(sql) && TABLES.some((table) => sql.includes(table)),
    );
    expect(selects.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const [sql, params] of selects) {
      const problem = await planProblem(t, kind, sql, params);
      if (problem) problems.push(`${sql}\n  => ${problem}`);
    }
    return problems;
  }

  const adminCases = Object.entries(ADMIN_LISTS).flatMap(([call, { sortable, filters }]) => [
    [call, {}] as const,
    ...filters.map((filter) => [call, filter] as const),
    ...sortable.flatMap((sort) => ['asc', 'desc'].map((order) => [call, { sort, order, page: 3, limit: 5 }] as const)),
  ]);

  it.each(adminCases)('adm/%s %j reads an index', async (call, body) => {
    expect(await problemsOf(() => t.adminCall(call, admin, body).set('lang', 'en'))).toEqual([]);
  });

  it.each(PUBLIC_CALLS)('%s %j reads an index', async (call, body) => {
    expect(await problemsOf(() => t.publicCall(call, body))).toEqual([]);
  });

  it('get_news_detail and its neighbours read an index', async () => {
    const [row] = (await t.dataSource.query(
      "SELECT id FROM news WHERE lang = 'cn' AND status = 1 AND is_top = 0 ORDER BY id LIMIT 1 OFFSET 5",
    )) as Array<{ id: number }>;
    expect(await problemsOf(() => t.publicCall('get_news_detail', { id: row.id }))).toEqual([]);
  });

  it('get_news_detail read for several items at once (one statement per read) reads an index', async () => {
    // The oldest pinned item and the newest unpinned one, at the ends of their pin groups (each also seeks the nearest
    // item of the other group), and one in the middle.
    const first = async (isTop: number, order: string) => {
      const [row] = (await t.dataSource.query(
        `SELECT id FROM news WHERE lang = 'cn' AND status = 1 AND is_top = ${isTop} ORDER BY ${order} LIMIT 1 OFFSET 0`,
      )) as Array<{ id: number }>;
      return row;
    };
    const rows = [
      await first(1, 'publish_time ASC, id ASC'),
      await first(0, 'publish_time DESC, id DESC'),
      await first(0, 'id'),
    ];
    const detail = new NewsDetailQueries(t.dataSource);
    const now = new Date(NOW);
    let neighbours: Array<{ prev: unknown; next: unknown }> = [];
    const problems = await problemsOf(async () => {
      const items = await Promise.all(rows.map((row) => detail.item(t.dataSource.manager, 'cn', Number(row.id), now)));
      const found = items.filter((item) => item !== null);
      neighbours = await Promise.all(found.map((item) => detail.neighbours(t.dataSource.manager, item, now)));
      return { status: found.length === rows.length ? 200 : 404 };
    });
    expect(problems).toEqual([]);
    // Found by the seeks for the nearest item of the other group, whose plans were read too.
    expect(neighbours[0].next).not.toBeNull();
    expect(neighbours[1].prev).not.toBeNull();
    const reads = statements.calls().filter(([sql]) => !/^EXPLAIN/.test(sql));
    // The three items in one select by id, the three pairs of seeks in one union.
    const byId = ([sql]: readonly [string, unknown[]]) =>
      /FROM [`"]news[`"]/.test(sql) && /IN \(\?, \?, \?\)/.test(sql);
    expect(reads.filter(byId)).toHaveLength(1);
    expect(reads.filter(([sql]) => sql.includes('2 AS run'))).toHaveLength(1);
  });

  it('the player reads danmaku off an index', async () => {
    expect(await problemsOf(() => t.http.get('/api/danmaku/v3/?id=v1'))).toEqual([]);
  });
});
