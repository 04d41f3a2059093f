import { CounterBatch } from './counter-batch';
import type { CounterRows, CounterWriter } from './counter-writes';

/** A writer that records each transaction's rows (id → added), and can be told to fail the next ones. */
function recordingDatabase() {
  const transactions: CounterRows[] = [];
  let failures = 0;
  const writer: CounterWriter = async (rows) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error('database unavailable');
    }
    transactions.push([...rows]);
  };
  return { writer, transactions, failNext: (times: number) => (failures = times) };
}

const written = (transactions: CounterRows[]) => {
  const total = new Map<number, number>();
  for (const [id, count] of transactions.flat()) total.set(id, (total.get(id) ?? 0) + count);
  return total;
};

describe('CounterBatch', () => {
  let batch: CounterBatch;
  afterEach(() => batch.close());

  it('writes a flush in transactions of at most 64 rows and lets other work run between them', async () => {
    const db = recordingDatabase();
    batch = new CounterBatch(db.writer);
    for (let id = 1; id <= 200; id++) await batch.add(id);
    await batch.add(7);

    let flushed = false;
    let ranDuringFlush = false;
    const flush = batch.flush().then(() => (flushed = true));
    setImmediate(() => (ranDuringFlush = !flushed));
    await flush;

    expect(db.transactions.map((rows) => rows.length)).toEqual([64, 64, 64, 8]);
    expect(ranDuringFlush).toBe(true);
    expect(written(db.transactions).get(7)).toBe(2);
    expect(written(db.transactions).size).toBe(200);
  });

  it('counts the hits of a flush under way as unwritten until their chunk is written', async () => {
    const db = recordingDatabase();
    batch = new CounterBatch(db.writer);
    for (let id = 1; id <= 100; id++) await batch.add(id);
    const flush = batch.flush();
    // The first chunk (ids 1–64) is written at once; id 100 waits for the second.
    await new Promise((resolve) => setImmediate(resolve));
    expect(batch.unwritten(1)).toBe(0);
    expect(batch.unwritten(100)).toBe(1);
    await batch.add(100);
    expect(batch.unwritten(100)).toBe(2);
    await flush;
    expect(batch.unwritten(100)).toBe(1);
  });

  it('keeps the hits of a failed chunk and the chunks after it for the next flush, losing none', async () => {
    const db = recordingDatabase();
    batch = new CounterBatch(db.writer);
    for (let id = 1; id <= 130; id++) await batch.add(id);
    db.failNext(0);
    const first = batch.flush();
    await new Promise((resolve) => setImmediate(resolve));
    db.failNext(1);
    await expect(first).rejects.toThrow('database unavailable');
    expect(batch.unwritten(1)).toBe(0);
    expect(batch.unwritten(65)).toBe(1);
    expect(batch.unwritten(130)).toBe(1);

    await batch.flush();
    expect([...written(db.transactions).values()]).toEqual(Array(130).fill(1));
  });

  it('holds a read only while the chunk of its row is being committed', async () => {
    const answers: Array<() => void> = [];
    const writer: CounterWriter = () => new Promise<void>((resolve) => answers.push(resolve));
    batch = new CounterBatch(writer);
    for (let id = 1; id <= 100; id++) await batch.add(id);
    const flush = batch.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(answers).toHaveLength(1); // ids 1–64 are being committed, 65–100 wait for the next chunk

    let laterRowRead = false;
    let committingRowRead = false;
    void batch.settledFor(100).then(() => (laterRowRead = true));
    void batch.settledFor(1).then(() => (committingRowRead = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(laterRowRead).toBe(true);
    expect(committingRowRead).toBe(false);

    answers[0]();
    await new Promise((resolve) => setImmediate(resolve));
    expect(committingRowRead).toBe(true);
    expect(batch.unwritten(1)).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    answers[1]();
    await flush;
  });
});
