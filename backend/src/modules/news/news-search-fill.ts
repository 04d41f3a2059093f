import { searchGrams } from './search-grams';

const BATCH = 500;

type Run = (sql: string, parameters?: unknown[]) => Promise<unknown>;

/**
 * Fills the keyword index from scratch with every news item, in batches: used by the migration that creates it and
 * after rows are written without the news service (the demo seed).
 */
export async function fillNewsSearch(run: Run, isMysql: boolean): Promise<void> {
  await run('DELETE FROM news_search');
  const insert = `INSERT INTO news_search (${isMysql ? 'id' : 'rowid'}, grams) VALUES `;
  for (let lastId = 0; ;) {
    const rows = (await run('SELECT id, title, summary FROM news WHERE id > ? ORDER BY id LIMIT ?', [
      lastId,
      BATCH,
    ])) as Array<{ id: number; title: string; summary: string }>;
    if (!rows.length) return;
    await run(
      insert + rows.map(() => '(?, ?)').join(', '),
      rows.flatMap((row) => [row.id, searchGrams(row.title, row.summary)]),
    );
    lastId = rows[rows.length - 1].id;
  }
}
