import { Worker } from 'node:worker_threads';
import type { DataSource } from 'typeorm';
import { SQLITE_PRAGMAS } from './data-source-options';

/** Parameters of one run of a statement. */
export type StatementRuns = unknown[][];

/**
 * The thread's program, plain CommonJS evaluated by the worker (no build step, same under Jest): a connection of its
 * own with the app's settings; each message runs one statement for every row of parameters in one transaction.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
for (const pragma of workerData.pragmas) db.pragma(pragma);
const prepared = new Map();
const runAll = db.transaction((sql, runs) => {
  let statement = prepared.get(sql);
  if (!statement) prepared.set(sql, (statement = db.prepare(sql)));
  for (const parameters of runs) statement.run(...parameters);
});
parentPort.on('message', ({ id, sql, runs }) => {
  try {
    runAll(sql, runs);
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message) });
  }
});
`;

/**
 * Writes to a SQLite file on a worker thread with a connection of its own, for writes nobody waits on (counters): their
 * time, and the WAL checkpoints their commits set off (each with two fsyncs), are spent beside the event loop instead
 * of stalling it. SQLite serialises writers, so the app's own writes wait for a transaction here (busy_timeout), which
 * callers keep short. Null for MySQL and in-memory databases (a second connection would be another database).
 */
export class SqliteWriteThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  private readonly inFlight = new Set<Promise<void>>();
  private nextId = 0;
  private failure: Error | null = null;

  static open(dataSource: DataSource): SqliteWriteThread | null {
    const file = dataSource.options.type === 'better-sqlite3' ? String(dataSource.options.database) : '';
    return file && file !== ':memory:' ? new SqliteWriteThread(file) : null;
  }

  private constructor(file: string) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver: require.resolve('better-sqlite3'), file, pragmas: SQLITE_PRAGMAS },
      // It holds a few prepared statements and one message at a time: a small heap keeps its memory small.
      resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 16 },
    });
    // A thread nobody closed must not keep the process alive.
    this.worker.unref();
    this.worker.on('message', ({ id, error }: { id: number; error?: string }) => this.settle(id, error));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`SQLite write thread exited (${code})`)));
  }

  /** False once the thread has failed or closed: writes must then go another way. */
  get usable(): boolean {
    return this.failure === null;
  }

  /** Runs `sql` once per row of `runs`, all in one transaction on the thread. */
  run(sql: string, runs: StatementRuns): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const done = new Promise<void>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, sql, runs });
    });
    this.inFlight.add(done);
    void done.catch(() => undefined).finally(() => this.inFlight.delete(done));
    return done;
  }

  /** Stops the thread once the writes sent to it are done. */
  async close(): Promise<void> {
    if (this.failure) return;
    this.failure = new Error('SQLite write thread closed');
    await Promise.allSettled([...this.inFlight]);
    await this.worker.terminate();
  }

  private settle(id: number, error?: string): void {
    const waiter = this.waiting.get(id);
    this.waiting.delete(id);
    if (error === undefined) waiter?.resolve();
    else waiter?.reject(new Error(error));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}
