import { batchedById, batchedNumbers, batchedRead, type Run } from '../src/common/database/batched-read';
import { PageTextEntity } from '../src/modules/page-texts/page-text.entity';
import { spyOnStatements } from './support/statements';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

type Row = { value: number | string };

/** A run of one row holding `value` (shape "one") or of two rows, `value` and `value + 1` (shape "two"). */
const one = (value: number): Run => ({
  shape: 'one',
  sql: (place) => `SELECT ${place} AS run, ? AS value`,
  parameters: [value],
});
const two = (value: number): Run => ({
  shape: 'two',
  sql: (place) => `SELECT ${place} AS run, ? AS value UNION ALL SELECT ${place} AS run, ? AS value`,
  parameters: [value, value + 1],
});
const values = (rows: Row[]) => rows.map((row) => Number(row.value));

describe.each(testDatabases())('batched reads on %s', (kind) => {
  let t: TestApp;
  /** Statements run through TypeORM. */
  let statements: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp(kind);
    statements = spyOnStatements(t.dataSource).spy;
  });
  afterAll(async () => {
    statements.mockRestore();
    await t.close();
  });
  beforeEach(() => statements.mockClear());

  /** Page texts titled `titles` (keys made of them), inserted one by one: their ids in that order. */
  async function insertPageTexts(titles: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const title of titles) {
      await t.dataSource.query('INSERT INTO page_texts (lang, `key`, title) VALUES (?, ?, ?)', [
        'cn',
        `k-${title}`,
        title,
      ]);
      const [row] = (await t.dataSource.query('SELECT MAX(id) AS id FROM page_texts')) as Array<{ id: number }>;
      ids.push(Number(row.id));
    }
    return ids;
  }

  it('answers every run its own rows when runs of two shapes are read at once, in any order', async () => {
    const batched = batchedRead<Row>();
    const read = (run: Run) => batched(t.dataSource.manager, run);
    const answers = await Promise.all([two(10), one(20), two(30), one(40), one(50)].map((run) => read(run)));
    expect(answers.map(values)).toEqual([[10, 11], [20], [30, 31], [40], [50]]);
  });

  it('rejects every run of a batch whose statement fails, and reads on afterwards', async () => {
    const batched = batchedRead<Row>();
    const read = (run: Run) => batched(t.dataSource.manager, run);
    const broken: Run = { shape: 'broken', sql: (place) => `SELECT ${place} AS run, no_such_column`, parameters: [] };
    const answers = await Promise.allSettled([read(one(1)), read(broken)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(values(await read(one(2)))).toEqual([2]);
  });

  it('sends the runs begun in one turn as one statement, at most 16 in it, and later runs in another', async () => {
    const batched = batchedRead<Row>();
    const read = (run: Run) => batched(t.dataSource.manager, run);
    const first = await Promise.all(Array.from({ length: 20 }, (_, i) => read(one(i))));
    expect(statements).toHaveBeenCalledTimes(2);
    expect(first.map(values)).toEqual(Array.from({ length: 20 }, (_, i) => [i]));

    statements.mockClear();
    await read(one(1));
    await read(one(2));
    expect(statements).toHaveBeenCalledTimes(2);
  });

  it('reads the rows asked by id in one turn as one find, each reader its own entity or null', async () => {
    const ids = await insertPageTexts(['a', 'b', 'c']);
    statements.mockClear();
    const batched = batchedById(PageTextEntity);
    const read = (id: number) => batched(t.dataSource.manager, id);
    const asked = [ids[2], ids[0], 999_999, ids[2], ids[1]];
    const rows = await Promise.all(asked.map((id) => read(id)));
    expect(rows.map((row) => row?.title ?? null)).toEqual(['c', 'a', null, 'c', 'b']);
    expect(statements).toHaveBeenCalledTimes(1);
  });

  it('reads the numbers asked in one turn as one select padded to a power of two, each reader its own or null', async () => {
    const ids = await insertPageTexts(['x', 'y', 'z']);
    statements.mockClear();
    // The id column as the number read: each reader must get its own row's.
    const batched = batchedNumbers('page_texts', 'id');
    const read = (id: number) => batched(t.dataSource.manager, id);
    const asked = [ids[2], ids[0], 999_999, ids[2], ids[1]];
    expect(await Promise.all(asked.map(read))).toEqual([ids[2], ids[0], null, ids[2], ids[1]]);
    expect(statements).toHaveBeenCalledTimes(1);
    // Four distinct ids, padded to 4; five would be padded to 8: the texts stay few whatever the count.
    const [sql, parameters] = statements.mock.calls[0] as [string, unknown[]];
    expect(parameters).toHaveLength(4);
    expect(sql.match(/\?/g)).toHaveLength(4);

    statements.mockClear();
    expect(await Promise.all([...ids, 999_998, 999_997].map(read))).toEqual([...ids, null, null]);
    expect((statements.mock.calls[0] as [string, unknown[]])[1]).toHaveLength(8);
  });

  it('batches the reads of one manager only: those of another (a replica) go in a statement of their own', async () => {
    const batched = batchedRead<Row>();
    const runner = t.dataSource.createQueryRunner();
    try {
      const answers = await Promise.all([
        batched(t.dataSource.manager, one(1)),
        batched(runner.manager, one(2)),
        batched(t.dataSource.manager, one(3)),
      ]);
      expect(answers.map(values)).toEqual([[1], [2], [3]]);
      expect(statements).toHaveBeenCalledTimes(2);
    } finally {
      await runner.release();
    }
  });
});
