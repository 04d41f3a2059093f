import { hourlyToken } from '@site/contract';
import { DanmakuEntity } from '../src/modules/danmaku/danmaku.entity';
import { uniqueIp } from './support/admin-accounts';
import { createImg, createNews } from './support/content-factories';
import { editorToken } from './support/site-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const HOUR_MS = 3600_000;
const LIMITS = { DANMAKU_POSTS_PER_MINUTE: '3', DANMAKU_MAX_DEFAULT: '4', DANMAKU_MAX_CAP: '6' };
const HOSTILE = '<img src=x onerror=alert(1)>';
const HOSTILE_ESCAPED = '&lt;img src=x onerror=alert(1)&gt;';

let videos = 0;
const uniqueVideo = () => `video-${process.pid}-${++videos}`;

/** What DPlayer's `api.read` makes of the GET answer (src/js/api.js). */
const asDPlayerReads = (data: unknown[][]) =>
  data.map((item) => ({ time: item[0], type: item[1], color: item[2], author: item[3], text: item[4] }));

describe.each(testDatabases())('danmaku (DPlayer v3) on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TRUST_PROXY: 'loopback', ...LIMITS } });
    adminToken = await t.login();
  });
  afterAll(() => t.close());

  /** The JSON body DPlayer posts (src/js/danmaku.js `send`). */
  const comment = (overrides: Record<string, unknown> = {}) => ({
    token: t.token(),
    id: uniqueVideo(),
    author: 'DIYgod',
    time: 12.5,
    text: '前方高能',
    color: 16777215,
    type: 0,
    ...overrides,
  });
  const post = (body: object, ip = uniqueIp()) => t.http.post('/api/danmaku/v3/').set('X-Forwarded-For', ip).send(body);
  const read = (query: Record<string, string | number>) => t.http.get('/api/danmaku/v3/').query(query);
  const repo = () => t.dataSource.getRepository(DanmakuEntity);
  /** Stored straight into the table: many rows without meeting the flood limit. */
  const insert = (videoId: string, rows: Array<Partial<DanmakuEntity>>) =>
    repo().save(
      rows.map((row, index) =>
        repo().create({
          video_id: videoId,
          author: 'a',
          time: index,
          text: `第${index}条`,
          ip: '192.0.2.1',
          created_at: t.clock.now(),
          ...row,
        }),
      ),
    );

  it('adm/get_video_list lists every video that takes danmaku, with its count, those without danmaku too', async () => {
    const news = (await createNews(t, adminToken, {
      title: '带视频的新闻',
      video: 'https://video.example.com/a.mp4',
    })) as {
      id: number;
    };
    const plain = (await createNews(t, adminToken, { title: '没有视频' })) as { id: number };
    const course = (await createImg(t, adminToken, { title: '培训', video: 'https://video.example.com/b.mp4' })) as {
      id: number;
    };
    await insert(`news-${news.id}`, [{}, {}, { status: 0 }]);
    const videos = (await t.adminCall('get_video_list', adminToken).expect(200)).body.data as Array<{
      video_id: string;
    }>;
    expect(videos).toEqual(
      expect.arrayContaining([
        {
          video_id: `news-${news.id}`,
          family: 'news',
          id: news.id,
          title: '带视频的新闻',
          video: 'https://video.example.com/a.mp4',
          danmaku: 3,
        },
        {
          video_id: `img-${course.id}`,
          family: 'images',
          id: course.id,
          title: '培训',
          video: 'https://video.example.com/b.mp4',
          danmaku: 0,
        },
      ]),
    );
    expect(videos.map((video) => video.video_id)).not.toContain(`news-${plain.id}`);
  });

  describe('POST /api/danmaku/v3/', () => {
    it('stores the comment and answers it in the envelope DPlayer checks', async () => {
      const body = comment({ author: '访客', time: 3.25, color: 16711680, type: 1 });
      const res = await post(body).expect(200);
      expect(res.body).toEqual({
        code: 0,
        msg: expect.any(String),
        data: {
          id: expect.any(Number),
          video_id: body.id,
          author: '访客',
          time: 3.25,
          text: '前方高能',
          color: 16711680,
          type: 1,
          status: 1,
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        },
      });
      const list = await read({ id: body.id }).expect(200);
      expect(list.body).toEqual({ code: 0, msg: expect.any(String), data: [[3.25, 1, 16711680, '访客', '前方高能']] });
    });

    it('accepts colour, type and time as numeric strings and stores numbers', async () => {
      const body = comment({ color: '255', type: '2', time: '7.5' });
      await post(body).expect(200);
      const res = await read({ id: body.id }).expect(200);
      expect(res.body.data).toEqual([[7.5, 2, 255, 'DIYgod', '前方高能']]);
    });

    it('trims the text, and takes 30 characters but not 31', async () => {
      const padded = comment({ text: '  你好  ' });
      expect((await post(padded).expect(200)).body.data.text).toBe('你好');
      expect((await post(comment({ text: '好'.repeat(30) })).expect(200)).body.data.text).toBe('好'.repeat(30));
      const res = await post(comment({ text: '好'.repeat(31) })).expect(422);
      expect(res.body).toMatchObject({ code: 422, data: { errors: [{ field: 'text' }] } });
    });

    it('escapes text and author for the page, and keeps them as typed for moderators', async () => {
      const body = comment({ text: HOSTILE, author: HOSTILE });
      const sent = await post(body).expect(200);
      expect(sent.body.data).toMatchObject({ text: HOSTILE_ESCAPED, author: HOSTILE_ESCAPED });

      const res = await read({ id: body.id }).expect(200);
      expect(asDPlayerReads(res.body.data)).toEqual([
        { time: 12.5, type: 0, color: 16777215, author: HOSTILE_ESCAPED, text: HOSTILE_ESCAPED },
      ]);
      expect(JSON.stringify(res.body)).not.toContain('<img');

      const admin = await t.adminCall('get_danmaku_list', adminToken, { video_id: body.id }).expect(200);
      expect(admin.body.data.list).toEqual([expect.objectContaining({ text: HOSTILE, author: HOSTILE })]);
    });

    it.each([
      ['no token', { token: undefined }],
      ['an empty token', { token: '' }],
      ['a wrong token', { token: 'f'.repeat(64) }],
    ])('refuses %s with 403 and stores nothing', async (_name, overrides) => {
      const body = comment(overrides);
      const res = await post(body).expect(403);
      expect(res.body).toEqual({ code: 403, msg: expect.any(String), error: 'TOKEN_INVALID', data: null });
      expect(await repo().countBy({ video_id: body.id })).toBe(0);
    });

    it('checks the token before the body', async () => {
      await post(comment({ token: 'bad', text: '' })).expect(403);
    });

    it('accepts the tokens of the previous and next hour, not two hours away', async () => {
      const at = (offsetMs: number) =>
        hourlyToken(t.config.apiTokenSecret, new Date(t.clock.now().getTime() + offsetMs));
      await post(comment({ token: at(-HOUR_MS) })).expect(200);
      await post(comment({ token: at(HOUR_MS) })).expect(200);
      await post(comment({ token: at(-2 * HOUR_MS) })).expect(403);
      await post(comment({ token: at(2 * HOUR_MS) })).expect(403);
    });

    it('refuses a token once the clock has moved two hours on', async () => {
      const stale = t.token();
      t.clock.advance(2 * HOUR_MS);
      await post(comment({ token: stale })).expect(403);
      await post(comment()).expect(200);
    });

    it.each([
      ['text', { text: '' }],
      ['text', { text: ' \t\n ' }],
      ['type', { type: 3 }],
      ['type', { type: -1 }],
      ['color', { color: -1 }],
      ['color', { color: 16777216 }],
      ['time', { time: -0.5 }],
      ['author', { author: 'a'.repeat(65) }],
      ['id', { id: 'v'.repeat(65) }],
      ['id', { id: 'a b' }],
      ['id', { id: '<x>' }],
      ['id', { id: '' }],
    ])('answers 422 naming %s for %j', async (field, overrides) => {
      const res = await post(comment(overrides)).expect(422);
      expect(res.body.code).toBe(422);
      expect(res.body.data.errors.map((error: { field: string }) => error.field)).toEqual([field]);
    });

    it.each([
      ['time', { time: 'soon' }],
      ['color', { color: 'white' }],
    ])('answers 422 for a %s of the wrong type', async (field, overrides) => {
      const res = await post(comment(overrides)).expect(422);
      expect(res.body.data.errors.map((error: { field: string }) => error.field)).toContain(field);
    });

    it('limits posts per address, answers 429 with retry_after, and allows again after the window', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 3; i++) await post(comment(), ip).expect(200);
      const refused = await post(comment(), ip).expect(429);
      expect(refused.body).toEqual({
        code: 429,
        msg: expect.any(String),
        error: 'RATE_LIMITED',
        data: { retry_after: expect.any(Number) },
      });
      expect(refused.body.data.retry_after).toBeGreaterThan(0);
      expect(refused.body.data.retry_after).toBeLessThanOrEqual(60);
      expect(refused.headers['retry-after']).toBe(String(refused.body.data.retry_after));

      await post(comment(), uniqueIp()).expect(200);
      t.clock.advance(61_000);
      await post(comment(), ip).expect(200);
    });

    it('limits posts in ANY minute (a sliding window): posts late in one minute count early in the next', async () => {
      const ip = uniqueIp();
      await post(comment(), ip).expect(200);
      t.clock.advance(50_000);
      await post(comment(), ip).expect(200);
      await post(comment(), ip).expect(200);
      t.clock.advance(20_000);
      await post(comment(), ip).expect(200);
      const refused = await post(comment(), ip).expect(429);
      expect(refused.body.data).toEqual({ retry_after: 40 });
    });

    it('stores at most the limit of a burst of concurrent posts from one address', async () => {
      const ip = uniqueIp();
      const body = comment();
      const answers = await Promise.all(Array.from({ length: 20 }, () => post({ ...body }, ip)));
      expect(answers.filter((res) => res.status === 200)).toHaveLength(3);
      expect(await repo().countBy({ video_id: body.id })).toBe(3);
    });

    it('counts an IPv6 client by its /64', async () => {
      const network = `2001:db8:${uniqueIp().split('.').slice(2).join(':')}`;
      for (let i = 1; i <= 3; i++) await post(comment(), `${network}::${i}`).expect(200);
      await post(comment(), `${network}::abcd`).expect(429);
      await post(comment(), `${network.replace('2001:db8', '2001:db9')}::1`).expect(200);
    });
  });

  describe('GET /api/danmaku/v3/', () => {
    it('answers visible comments of that video only, by time then id', async () => {
      const video = uniqueVideo();
      const [late, hidden, early, tie] = await insert(video, [
        { time: 9, text: '晚' },
        { time: 1, text: '隐藏', status: 0 },
        { time: 2, text: '早' },
        { time: 9, text: '同时' },
      ]);
      await insert(uniqueVideo(), [{ time: 0, text: '别的视频' }]);
      const res = await read({ id: video }).expect(200);
      expect(res.body.data.map((item: unknown[]) => item[4])).toEqual([early.text, late.text, tie.text]);
      expect(res.body.data.map((item: unknown[]) => item[4])).not.toContain(hidden.text);
    });

    it('answers an empty list for a video without comments', async () => {
      const res = await read({ id: uniqueVideo() }).expect(200);
      expect(res.body).toEqual({ code: 0, msg: expect.any(String), data: [] });
    });

    it('returns at most max, the configured default without it, and never more than the cap', async () => {
      const video = uniqueVideo();
      await insert(
        video,
        Array.from({ length: 8 }, () => ({})),
      );
      const times = async (query: Record<string, string | number>) =>
        (await read({ id: video, ...query }).expect(200)).body.data.map((item: unknown[]) => item[0]);
      expect(await times({ max: 3 })).toEqual([0, 1, 2]);
      expect(await times({})).toEqual([0, 1, 2, 3]);
      expect(await times({ max: 100 })).toEqual([0, 1, 2, 3, 4, 5]);
    });

    it('refuses a missing id in the envelope', async () => {
      const res = await t.http.get('/api/danmaku/v3/').expect(422);
      expect(res.body).toMatchObject({ code: res.status, msg: expect.any(String) });
    });

    it.each([
      [{ id: 'a b' }, 422],
      [{ id: 'ok', max: 0 }, 422],
      [{ id: 'ok', max: 'many' }, 422],
    ])('refuses %j with %i', async (query, status) => {
      const res = await read(query).expect(status);
      expect(res.body.code).toBe(status);
    });
  });

  describe('moderation', () => {
    it('lists comments with the address, filtered by video, newest first', async () => {
      const video = uniqueVideo();
      const ip = uniqueIp();
      const first = (await post(comment({ id: video, text: '第一' }), ip).expect(200)).body.data;
      const second = (await post(comment({ id: video, text: '第二' }), ip).expect(200)).body.data;
      const res = await t.adminCall('get_danmaku_list', adminToken, { video_id: video }).expect(200);
      expect(res.body.data).toEqual({
        list: [
          { ...second, ip },
          { ...first, ip },
        ],
        total: 2,
        page: 1,
        limit: 10,
      });
    });

    it('filters by keyword and status, sorts by an allowed field and refuses others', async () => {
      const video = uniqueVideo();
      await insert(video, [
        { time: 5, text: '好看' },
        { time: 1, text: '好听', status: 0 },
        { time: 3, text: '一般' },
      ]);
      const list = async (body: object) =>
        (await t.adminCall('get_danmaku_list', adminToken, { video_id: video, ...body }).expect(200)).body.data;
      expect((await list({ keyword: '好' })).list.map((row: { text: string }) => row.text).sort()).toEqual([
        '好听',
        '好看',
      ]);
      expect((await list({ status: 0 })).list.map((row: { text: string }) => row.text)).toEqual(['好听']);
      expect((await list({ sort: 'time', order: 'asc' })).list.map((row: { time: number }) => row.time)).toEqual([
        1, 3, 5,
      ]);
      await t.adminCall('get_danmaku_list', adminToken, { sort: 'ip' }).expect(400);
    });

    it('deletes by id and by ids; deleted comments leave the player', async () => {
      const video = uniqueVideo();
      const [a, b, c] = await insert(video, [{}, {}, {}]);
      expect((await t.adminCall('del_danmaku', adminToken, { id: a.id }).expect(200)).body.data).toEqual({
        deleted: 1,
      });
      expect(
        (await t.adminCall('del_danmaku', adminToken, { ids: [b.id, c.id, 999999] }).expect(200)).body.data,
      ).toEqual({
        deleted: 2,
      });
      expect((await read({ id: video }).expect(200)).body.data).toEqual([]);
      await t.adminCall('del_danmaku', adminToken, {}).expect(422);
    });

    it('lets editors moderate', async () => {
      const editor = await editorToken(t);
      const [row] = await insert(uniqueVideo(), [{}]);
      await t.adminCall('get_danmaku_list', editor, {}).expect(200);
      await t.adminCall('del_danmaku', editor, { id: row.id }).expect(200);
    });

    it.each(['get_danmaku_list', 'del_danmaku'])('answers %s without an access token with 401', async (call) => {
      const res = await t.http.post(`/api/adm/${call}`).send({ id: 1 }).expect(401);
      expect(res.body).toEqual({ code: 401, msg: expect.any(String), error: 'ACCESS_TOKEN_INVALID', data: null });
    });
  });

  it('documents the protocol and the moderation calls in OpenAPI', async () => {
    const { paths } = (await t.http.get('/api/docs-json').expect(200)).body;
    expect(
      paths['/api/danmaku/v3'].get.responses['200'].content['application/json'].schema.properties.data.example,
    ).toEqual(expect.any(Array));
    expect(paths['/api/danmaku/v3'].post.requestBody).toBeDefined();
    expect(Object.keys(paths['/api/danmaku/v3'].post.responses)).toEqual(
      expect.arrayContaining(['200', '403', '422', '429']),
    );
    expect(paths['/api/adm/get_danmaku_list'].post.requestBody).toBeDefined();
    expect(paths['/api/adm/del_danmaku'].post.responses['200']).toBeDefined();
  });
});
