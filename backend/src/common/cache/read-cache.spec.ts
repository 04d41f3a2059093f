import type { EntityManager } from 'typeorm';
import type { ReplicaReads } from '../database/replica-reads';
import { Metrics } from '../metrics/metrics';
import type { ContentVersion } from './content-version';
import { entryBytes, type Kept, ReadCache } from './read-cache';
import { CONTENT_STALE_HEADER } from './stale-answers';

/** Where a public call's answer headers go: the test reads them back. */
const answerHeaders = () => {
  const headers = new Map<string, string>();
  return { headers, answer: { setHeader: (name: string, value: string) => headers.set(name, value) } };
};

/** A content version whose stamp the test moves. */
function stamps() {
  const version = {
    stamp: '1.0',
    stamped: async () => ({ stamp: version.stamp, counter: Number.parseInt(version.stamp, 10), counters: 0 }),
  };
  return version;
}

const PRIMARY = { name: 'primary' } as unknown as EntityManager;
const REPLICA = { name: 'replica' } as unknown as EntityManager;

/** Replicas that always have caught up: a load learns which manager it was given. */
const replicas = {
  read: jest.fn((_atLeast: number, work: (manager: EntityManager) => Promise<unknown>) => work(REPLICA)),
  primary: jest.fn((work: (manager: EntityManager) => Promise<unknown>) => work(PRIMARY)),
};

const cacheOf = (version: ReturnType<typeof stamps>, readCacheSegmentBytes = 16 * 1024 * 1024) =>
  new ReadCache(version as unknown as ContentVersion, new Metrics(), replicas as unknown as ReplicaReads, {
    readCacheSegmentBytes,
  });

describe('ReadCache', () => {
  // Each test counts the calls the shared replica stand-in gets from it alone, whatever ran before it.
  beforeEach(() => jest.clearAllMocks());

  it('loads a key once per content stamp and again after the stamp moves', async () => {
    const version = stamps();
    const cache = cacheOf(version);
    const load = jest.fn(async () => ({ title: `v${version.stamp}` }));
    expect(await cache.through('news|cn', load)).toEqual({ title: 'v1.0' });
    expect(await cache.through('news|cn', load)).toEqual({ title: 'v1.0' });
    version.stamp = '2.0';
    expect(await cache.through('news|cn', load)).toEqual({ title: 'v2.0' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load among concurrent misses, and keeps no failed load', async () => {
    const cache = cacheOf(stamps());
    const load = jest.fn(async () => 'page');
    expect(await Promise.all([1, 2, 3].map(() => cache.through('k', load)))).toEqual(['page', 'page', 'page']);
    expect(load).toHaveBeenCalledTimes(1);
    const failing = jest.fn(async () => {
      throw new Error('database down');
    });
    await expect(cache.through('broken', failing)).rejects.toThrow('database down');
    await expect(cache.through('broken', failing)).rejects.toThrow('database down');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('keeps the lists while readers walk more details than their segment holds', async () => {
    const cache = cacheOf(stamps());
    const loadList = jest.fn(async () => ({ list: [1, 2, 3] }));
    await cache.through('news|cn|page 1', loadList);
    const loadDetail = jest.fn(async () => ({ content: 'x'.repeat(100) }));
    for (let id = 1; id <= 5_000; id++) await cache.through(`news-detail|cn|${id}`, loadDetail, 'details');
    await cache.through('news|cn|page 1', loadList);
    expect(loadList).toHaveBeenCalledTimes(1);
    // The details segment is bounded: the first ones read are gone.
    await cache.through('news-detail|cn|1', loadDetail, 'details');
    expect(loadDetail).toHaveBeenCalledTimes(5_001);
  });

  it('evicts by bytes: a segment holds answers up to its byte bound, however few entries that is', async () => {
    const answer = (id: number) => ({ id, content: '汉'.repeat(1_000) });
    const perAnswer = entryBytes('news-detail|cn|1', answer(1));
    expect(perAnswer).toBeGreaterThan(3_000);
    const cache = cacheOf(stamps(), perAnswer * 3);
    const load = jest.fn(async (id: number) => answer(id));
    const read = (id: number) => cache.through(`news-detail|cn|${id}`, () => load(id), 'details');
    for (const id of [1, 2, 3]) await read(id);
    for (const id of [1, 2, 3]) await read(id);
    expect(load).toHaveBeenCalledTimes(3);
    // A fourth answer is over the bound: the least recently read one goes, far below the 2,000 entries allowed.
    await read(4);
    await read(2);
    await read(3);
    await read(4);
    expect(load).toHaveBeenCalledTimes(4);
    await read(1);
    expect(load).toHaveBeenCalledTimes(5);
    // Small answers fill the same bytes with many more entries.
    const small = jest.fn(async () => 'x');
    for (let id = 0; id < 100; id++) await cache.through(`k${id}`, small);
    for (let id = 0; id < 100; id++) await cache.through(`k${id}`, small);
    expect(small).toHaveBeenCalledTimes(100);
  });

  it('answers a failed load with nothing older outside a public call, whatever the error', async () => {
    const version = stamps();
    const cache = cacheOf(version);
    await cache.through('k', async () => 'old');
    version.stamp = '2.0';
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    // Start-up, jobs and admin calls (no answer to mark stale) must see the database or fail.
    await expect(
      cache.through('k', async () => {
        throw refused;
      }),
    ).rejects.toBe(refused);
  });

  it('loads on the primary outside a public call (admin calls, jobs), never on a replica', async () => {
    const managers: EntityManager[] = [];
    await cacheOf(stamps()).through('k', async (manager) => managers.push(manager));
    expect(managers).toEqual([PRIMARY]);
    expect(replicas.read).not.toHaveBeenCalled();
  });

  it('answers a public call the last value while the database is away, and marks its answer stale', async () => {
    const version = stamps();
    const cache = cacheOf(version);
    await cache.through('k', async () => 'old');
    version.stamp = '2.0';
    const { headers, answer } = answerHeaders();
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const read = await cache.read(
      'k',
      async () => {
        throw refused;
      },
      'lists',
      answer,
    );
    expect(read).toEqual({ value: 'old', seen: null, stale: true });
    expect(headers.get(CONTENT_STALE_HEADER)).toBe('1');
    // Any other failure is the call's error, stale value or not.
    const broken = new Error('syntax error');
    await expect(
      cache.read(
        'k',
        async () => {
          throw broken;
        },
        'lists',
        answerHeaders().answer,
      ),
    ).rejects.toBe(broken);
  });

  it("loads a public call's miss on a replica that has caught up with the stamp", async () => {
    const managers: EntityManager[] = [];
    const { headers, answer } = answerHeaders();
    const read = await cacheOf(stamps()).read('k', async (manager) => managers.push(manager), 'lists', answer);
    expect(managers).toEqual([REPLICA]);
    expect(replicas.read).toHaveBeenCalledWith(1, expect.any(Function));
    expect(read).toMatchObject({ seen: { stamp: '1.0', counter: 1, counters: 0 }, stale: false });
    expect(headers.size).toBe(0);
  });

  it('keeps what a load needs besides its value under the same stamp, loaded with the same manager', async () => {
    const version = stamps();
    const cache = cacheOf(version);
    const total = jest.fn(
      async (manager: EntityManager) => `total on ${(manager as unknown as { name: string }).name}`,
    );
    const page = (n: number) => async (_manager: EntityManager, kept: Kept) =>
      `page ${n}, ${await kept('total', total)}`;
    const { answer } = answerHeaders();
    expect((await cache.read('page 1', page(1), 'lists', answer)).value).toBe('page 1, total on replica');
    expect((await cache.read('page 2', page(2), 'lists', answer)).value).toBe('page 2, total on replica');
    expect(total).toHaveBeenCalledTimes(1);
    // One trip down: the total is no read of its own (no second replica, no second stamp).
    expect(replicas.read).toHaveBeenCalledTimes(2);
    version.stamp = '2.0';
    expect((await cache.read('page 1', page(1), 'lists', answer)).value).toBe('page 1, total on replica');
    expect(total).toHaveBeenCalledTimes(2);
  });
});
