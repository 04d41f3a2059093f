import { DataSource } from 'typeorm';
import { counterWrites } from './counter-writes';

describe('counterWrites on SQLite', () => {
  let dataSource: DataSource;

  beforeEach(async () => {
    dataSource = await new DataSource({ type: 'better-sqlite3', database: ':memory:' }).initialize();
    await dataSource.query('CREATE TABLE news (id INTEGER PRIMARY KEY, views INTEGER NOT NULL DEFAULT 0)');
    await dataSource.query('INSERT INTO news (id) VALUES (1), (2), (3)');
  });
  afterEach(() => dataSource.destroy());

  const views = async () =>
    ((await dataSource.query('SELECT id, views FROM news ORDER BY id')) as Array<{ views: number }>).map(
      (row) => row.views,
    );

  it('keeps every count of concurrent writes, each its own transaction (TypeORM shares one connection)', async () => {
    const write = counterWrites(dataSource, 'news', 'views');
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        write([
          [(i % 3) + 1, 1],
          [((i + 1) % 3) + 1, 2],
        ]),
      ),
    );
    expect(await views()).toEqual([60, 60, 60]);
  });

  it('waits for a transaction of the app open across turns, so its rollback loses no count', async () => {
    const write = counterWrites(dataSource, 'news', 'views');
    let written: Promise<void> = Promise.resolve();
    const save = dataSource.transaction(async (manager) => {
      await manager.query('UPDATE news SET views = 100 WHERE id = 3');
      written = write([[1, 5]]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('the save fails');
    });
    await expect(save).rejects.toThrow('the save fails');
    await written;
    expect(await views()).toEqual([5, 0, 0]);
  });

  it('writes nothing of a transaction that fails part way', async () => {
    await dataSource.query(
      "CREATE TRIGGER refuse_two BEFORE UPDATE ON news WHEN NEW.id = 2 BEGIN SELECT RAISE(ABORT, 'refused'); END",
    );
    const write = counterWrites(dataSource, 'news', 'views');
    await expect(
      write([
        [1, 1],
        [2, 1],
      ]),
    ).rejects.toThrow('refused');
    expect(await views()).toEqual([0, 0, 0]);
  });
});
