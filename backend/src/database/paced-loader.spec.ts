import { setImmediate as nextRound } from 'node:timers/promises';
import { pacedLoader } from './paced-loader';

/** A batch function whose batches answer when the test says so. */
function heldBatches() {
  const batches: Array<{ keys: number[]; answer: () => void; fail: () => void }> = [];
  const load = (keys: readonly number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({
        keys: [...keys],
        answer: () => resolve(keys.map((key) => `row ${key}`)),
        fail: () => reject(new Error('statement failed')),
      });
    });
  return { batches, load };
}

describe('pacedLoader', () => {
  it('sends the keys asked in one round as one batch', async () => {
    const { batches, load } = heldBatches();
    const loader = pacedLoader(load, 16);
    const answers = Promise.all([1, 2, 3].map((key) => loader.load(key)));
    await nextRound();
    expect(batches.map((batch) => batch.keys)).toEqual([[1, 2, 3]]);
    batches[0].answer();
    await expect(answers).resolves.toEqual(['row 1', 'row 2', 'row 3']);
  });

  it('holds the keys of later rounds while a batch is in flight, then sends them as one batch', async () => {
    const { batches, load } = heldBatches();
    const loader = pacedLoader(load, 16);
    const first = loader.load(1);
    await nextRound();
    const later = [loader.load(2)];
    await nextRound();
    later.push(loader.load(3), loader.load(4));
    await nextRound();
    expect(batches.map((batch) => batch.keys)).toEqual([[1]]);

    batches[0].answer();
    await expect(first).resolves.toBe('row 1');
    await nextRound();
    expect(batches.map((batch) => batch.keys)).toEqual([[1], [2, 3, 4]]);
    batches[1].answer();
    await expect(Promise.all(later)).resolves.toEqual(['row 2', 'row 3', 'row 4']);
  });

  it('caps a batch and sends the full ones one after the other, in the order they filled', async () => {
    const { batches, load } = heldBatches();
    const loader = pacedLoader(load, 2);
    const answers = Promise.all([1, 2, 3, 4, 5].map((key) => loader.load(key)));
    await nextRound();
    expect(batches.map((batch) => batch.keys)).toEqual([[1, 2]]);
    for (const expected of [[3, 4], [5]]) {
      batches[batches.length - 1].answer();
      await nextRound();
      expect(batches[batches.length - 1].keys).toEqual(expected);
    }
    batches[2].answer();
    await expect(answers).resolves.toEqual(['row 1', 'row 2', 'row 3', 'row 4', 'row 5']);
  });

  it('rejects the keys of a failed batch and lets the next one go', async () => {
    const { batches, load } = heldBatches();
    const loader = pacedLoader(load, 16);
    const failed = loader.load(1);
    await nextRound();
    const next = loader.load(2);
    await nextRound();
    batches[0].fail();
    await expect(failed).rejects.toThrow('statement failed');
    await nextRound();
    expect(batches.map((batch) => batch.keys)).toEqual([[1], [2]]);
    batches[1].answer();
    await expect(next).resolves.toBe('row 2');
  });

  it('reads afresh: the same key asked again is sent again', async () => {
    const { batches, load } = heldBatches();
    const loader = pacedLoader(load, 16);
    const first = loader.load(7);
    await nextRound();
    batches[0].answer();
    await first;
    const again = loader.load(7);
    await nextRound();
    expect(batches.map((batch) => batch.keys)).toEqual([[7], [7]]);
    batches[1].answer();
    await expect(again).resolves.toBe('row 7');
  });
});
