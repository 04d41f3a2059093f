import { QueryFailedError, Repository } from 'typeorm';
import type { AdminEntity } from './admin.entity';
import { removesSuper, updateKeepingASuper } from './admin-update';

const deadlock = () =>
  new QueryFailedError('UPDATE', [], Object.assign(new Error('Deadlock'), { code: 'ER_LOCK_DEADLOCK' }));

/** A repository whose UPDATE runs `outcomes` in turn (an error is thrown, a number is the affected count). */
function fakeRepository(outcomes: Array<number | Error>) {
  const conditions: string[] = [];
  const execute = jest.fn(async () => {
    const next = outcomes.shift();
    if (next instanceof Error) throw next;
    return { affected: next, raw: undefined, generatedMaps: [] };
  });
  const builder = {
    update: () => builder,
    set: () => builder,
    where: (condition: string) => (conditions.push(condition), builder),
    andWhere: (condition: string) => (conditions.push(condition), builder),
    execute,
  };
  const repo = { createQueryBuilder: () => builder } as unknown as Repository<AdminEntity>;
  return { repo, execute, conditions };
}

describe('removesSuper', () => {
  it.each([
    [{ status: 0 }, true],
    [{ role: 'editor' }, true],
    [{ role: 'super', status: 0 }, true],
    [{ status: 1 }, false],
    [{ role: 'super' }, false],
    [{ nickname: 'x' }, false],
  ] as Array<[Partial<AdminEntity>, boolean]>)('%j → %s', (fields, expected) => {
    expect(removesSuper(fields)).toBe(expected);
  });
});

describe('updateKeepingASuper', () => {
  it('adds the guard only to writes that disable or demote', async () => {
    const plain = fakeRepository([1]);
    await updateKeepingASuper(plain.repo, 4, { nickname: 'x' });
    expect(plain.conditions).toEqual(['id = :id']);
    const guarded = fakeRepository([1]);
    await updateKeepingASuper(guarded.repo, 4, { status: 0 });
    expect(guarded.conditions[1]).toMatch(/role = 'super' AND status = 1 AND id <> :id/);
  });

  it('answers false when the guard matched no row', async () => {
    expect(await updateKeepingASuper(fakeRepository([0]).repo, 4, { status: 0 })).toBe(false);
  });

  it('reruns a statement picked as a deadlock victim, at most three times', async () => {
    const twice = fakeRepository([deadlock(), deadlock(), 1]);
    expect(await updateKeepingASuper(twice.repo, 4, { status: 0 })).toBe(true);
    expect(twice.execute).toHaveBeenCalledTimes(3);
    const always = fakeRepository([deadlock(), deadlock(), deadlock(), 1]);
    await expect(updateKeepingASuper(always.repo, 4, { status: 0 })).rejects.toBeInstanceOf(QueryFailedError);
  });

  it('throws other errors at once', async () => {
    const failing = fakeRepository([new Error('connection lost'), 1]);
    await expect(updateKeepingASuper(failing.repo, 4, { status: 0 })).rejects.toThrow('connection lost');
    expect(failing.execute).toHaveBeenCalledTimes(1);
  });
});
