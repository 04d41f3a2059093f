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
    answerAll: async () => {
      while (answers.length) {
        answers.shift()?.settle();
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

describe('FreshRead', () => {
  it('shares reads among a burst and never answers a caller with a read begun before it asked', async () => {
    const db = manualReads();
    const shared = new FreshRead(db.read);
    const first = shared.get();
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
    const queued = shared.get();
    await db.answerAll();
    await expect(failed).rejects.toThrow('down');
    await expect(queued).rejects.toThrow('down');
    db.set(3);
    const next = shared.get();
    await db.answerAll();
    expect(await next).toBe(3);
  });
});
