import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import { SystemClock } from '../clock';
import { ContentVersion } from './content-version';

/**
 * A database whose counter SELECTs see the counter as it is when they start, and answer only when the test says
 * so — as a read under way on MySQL can miss a save that commits meanwhile.
 */
function controlledDatabase() {
  let version = 1;
  const pending: Array<() => void> = [];
  const execute = jest.fn(() => {
    const seen = version;
    return new Promise<unknown[]>((resolve) => pending.push(() => resolve([{ version: seen }])));
  });
  const dataSource = { options: { type: 'mysql' }, query: execute } as unknown as DataSource;
  return {
    dataSource,
    execute,
    save: () => (version += 1),
    /** Answers every SELECT, those begun meanwhile included, until none has begun for a few turns. */
    answerReads: async () => {
      for (let idleTurns = 0; idleTurns < 3; idleTurns++) {
        if (pending.length) idleTurns = 0;
        pending.shift()?.();
        await nextTurn();
      }
    },
  };
}

describe('ContentVersion.counter', () => {
  it('serves a burst of 50 callers in one turn with one SELECT', async () => {
    const db = controlledDatabase();
    const version = new ContentVersion(db.dataSource, new SystemClock());

    const burst = Array.from({ length: 50 }, () => version.counter());
    await db.answerReads();
    expect(await Promise.all(burst)).toEqual(Array(50).fill(1));
    expect(db.execute).toHaveBeenCalledTimes(1);
  });

  it('never answers a caller with a read that began before it asked, so a save that returned is always seen', async () => {
    const db = controlledDatabase();
    const version = new ContentVersion(db.dataSource, new SystemClock());

    const before = version.counter();
    await nextTurn(); // its SELECT is under way…
    expect(db.execute).toHaveBeenCalledTimes(1);
    db.save(); // …when a save returns,
    const after = version.counter(); // and then a request arrives.
    await db.answerReads();

    expect(await before).toBe(1);
    expect(await after).toBe(2);
  });
});
