import { setImmediate as nextTurn } from 'node:timers/promises';
import { FreshRead } from './fresh-read';

/** A read the test answers by hand, each seeing the value as it is when it starts. */
function manualReads() {
  let value = 1;
  const answers: Array<{ settle: () => void }> = [];
  const read = jest.fn(() => {
    const seen = value;
    return new Promise<number>((resolve, reject) =>
      answers.push({ settle: () => (seen < 0 ? reject(new Error('down')) : resolve(seen)) }),
    );
  });
  return {
    read,
    set: (next: number) => (value = next),
    /** Answers every read, those begun meanwhile included, until none has begun for a few turns. */
    answerAll: async () => {
      for (let idleTurns = 0; idleTurns < 3; idleTurns++) {
        if (answers.length) idleTurns = 0;
        answers.shift()?.settle();
        await nextTurn();
      }
    },
  };
}

describe('FreshRead', () => {
  it('shares one read among the callers of a turn, begun after all of them asked', async () => {
    const db = manualReads();
    const shared = new FreshRead(db.read);
    const first = shared.get();
    db.set(2);
    const sameTurn = Array.from({ length: 20 }, () => shared.get());
    await db.answerAll();
    expect(await first).toBe(2);
    expect(await Promise.all(sameTurn)).toEqual(Array(20).fill(2));
    expect(db.read).toHaveBeenCalledTimes(1);
  });

  it('never answers a caller with a read begun before it asked: it waits for the next one', async () => {
    const db = manualReads();
    const shared = new FreshRead(db.read);
    const first = shared.get();
    await nextTurn();
    expect(db.read).toHaveBeenCalledTimes(1);
    db.set(2);
    const later = Array.from({ length: 20 }, () => shared.get());
    await db.answerAll();
    expect(await first).toBe(1);
    expect(await Promise.all(later)).toEqual(Array(20).fill(2));
    expect(db.read).toHaveBeenCalledTimes(2);
  });

  it('rejects the callers of a failed read and starts afresh for the next caller', async () => {
    const db = manualReads();
    const shared = new FreshRead(db.read);
    db.set(-1);
    const failed = shared.get();
    await nextTurn();
    const queued = shared.get();
    db.set(-2);
    await db.answerAll();
    await expect(failed).rejects.toThrow('down');
    await expect(queued).rejects.toThrow('down');
    expect(db.read).toHaveBeenCalledTimes(2);
    db.set(3);
    const next = shared.get();
    await db.answerAll();
    expect(await next).toBe(3);
  });
});
