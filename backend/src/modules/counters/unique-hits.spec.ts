import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CounterBatch } from './counter-batch';
import type { HitMarks, MarkedHit } from './hit-marks';
import { CLAIMS_PER_TURN, UniqueHits } from './unique-hits';

/** Marks that take every hit claimed (the claims are kept), failing the claims whose number `failing` names. */
function marks(failing: (claim: number) => boolean = () => false) {
  const claims: MarkedHit[][] = [];
  const fake = {
    claim: async (_counter: string, hits: MarkedHit[]) => {
      claims.push(hits);
      if (failing(claims.length)) throw new Error('database gone');
      return hits.map((hit) => hit.id);
    },
  };
  return { claims, marks: fake as unknown as HitMarks };
}

function batch() {
  const counted: number[] = [];
  return { counted, batch: { add: async (id: number) => void counted.push(id) } as unknown as CounterBatch };
}

/** Hits of rows 1..n by one visitor. */
const hitsOf = (unique: UniqueHits, n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => unique.add(i + 1, 'visitor', 0)));

describe('UniqueHits', () => {
  const many = CLAIMS_PER_TURN * 3 + 5;

  it('claims a large flush a chunk at a time, letting other work run between chunks', async () => {
    const { claims, marks: fake } = marks();
    const { counted, batch: counter } = batch();
    const unique = new UniqueHits('news.views', fake, counter, 60_000);
    await hitsOf(unique, many);
    let flushed = false;
    let claimsWhenOtherWorkRan = -1;
    const otherWork = nextTurn().then(() => (claimsWhenOtherWorkRan = flushed ? -1 : claims.length));
    await unique.flush();
    flushed = true;
    await otherWork;
    expect(claims.map((chunk) => chunk.length)).toEqual([CLAIMS_PER_TURN, CLAIMS_PER_TURN, CLAIMS_PER_TURN, 5]);
    expect(claimsWhenOtherWorkRan).toBeGreaterThan(0);
    expect(claimsWhenOtherWorkRan).toBeLessThan(claims.length);
    expect(counted).toEqual(Array.from({ length: many }, (_, i) => i + 1));
  });

  it('counts the chunks claimed before one fails, and claims that chunk and the rest at the next flush', async () => {
    const { claims, marks: fake } = marks((claim) => claim === 2);
    const { counted, batch: counter } = batch();
    const unique = new UniqueHits('news.views', fake, counter, 60_000);
    await hitsOf(unique, many);
    await expect(unique.flush()).rejects.toThrow('database gone');
    expect(counted).toEqual(Array.from({ length: CLAIMS_PER_TURN }, (_, i) => i + 1));
    await unique.flush();
    expect(
      claims
        .slice(2)
        .flat()
        .map((hit) => hit.id),
    ).toEqual(Array.from({ length: many - CLAIMS_PER_TURN }, (_, i) => i + 1 + CLAIMS_PER_TURN));
    expect(counted).toEqual(Array.from({ length: many }, (_, i) => i + 1));
  });
});
