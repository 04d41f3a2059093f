import { In, Not } from 'typeorm';
import { AdminEntity } from '../src/modules/admins/admin.entity';
import { updateKeepingASuper } from '../src/modules/admins/admin-update';
import { createAdmin, watchForSecrets } from './support/admin-accounts';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';

const LAST_SUPER = { code: 409, msg: '至少要保留一个启用的超级管理员', error: 'CONFLICT', data: null };

interface Session {
  id: number;
  token: string;
}

/** There is always at least one enabled super admin, also when two admins act at the same moment. */
describe.each(testDatabases())('the last enabled super admin on %s', (kind) => {
  let t: TestApp;
  let first: Session;
  /** The super admin left standing by the last race (races pass the role from one admin to another). */
  let survivor: Session;

  beforeAll(async () => {
    t = await createTestApp(kind);
    watchForSecrets(t);
    first = { id: 1, token: await t.login() };
    survivor = first;
  });
  afterAll(() => t.close());

  const admins = () => t.dataSource.getRepository(AdminEntity);
  const enabledSupers = () => admins().countBy({ role: 'super', status: 1 });

  /** A new enabled super admin, signed in. */
  async function newSuper(by: Session): Promise<Session> {
    const account = await createAdmin(t, by.token, { role: 'super' });
    return { id: account.id, token: await t.login(account.username, account.password) };
  }

  it('refuses to demote the last enabled super admin, even by themself; disabled super admins do not count', async () => {
    await createAdmin(t, first.token, { role: 'super', status: 0 });
    expect(await enabledSupers()).toBe(1);
    const res = await t.adminCall('save_admin', first.token, { id: first.id, role: 'editor' }).expect(409);
    expect(res.body).toEqual(LAST_SUPER);
    expect(await admins().findOneByOrFail({ id: first.id })).toMatchObject({ role: 'super', status: 1 });
  });

  it('lets a super admin step down to editor while another enabled super admin remains', async () => {
    const second = await newSuper(first);
    const res = await t.adminCall('save_admin', second.token, { id: second.id, role: 'editor' }).expect(200);
    expect(res.body.data).toMatchObject({ id: second.id, role: 'editor', status: 1 });
    await t.adminCall('get_admin_list', second.token).expect(403);
    expect(await enabledSupers()).toBe(1);
  });

  it.each([
    ['disable', (target: number) => ['change_admin_status', { id: target, status: 0 }] as const],
    ['demote', (target: number) => ['save_admin', { id: target, role: 'editor' }] as const],
    ['disable with save_admin', (target: number) => ['save_admin', { id: target, status: 0 }] as const],
  ])('two super admins who %s each other at once leave exactly one (5 rounds)', async (_kind, action) => {
    for (let round = 0; round < 5; round++) {
      const rival = await newSuper(survivor);
      await admins().update({ id: Not(In([survivor.id, rival.id])) }, { status: 0 });
      expect(await enabledSupers()).toBe(2);

      const [survivorCall, survivorBody] = action(rival.id);
      const [rivalCall, rivalBody] = action(survivor.id);
      const [a, b] = await Promise.all([
        t.adminCall(survivorCall, survivor.token, survivorBody),
        t.adminCall(rivalCall, rival.token, rivalBody),
      ]);
      const codes = [a.body.code, b.body.code];
      expect(codes.filter((code) => code === 0)).toHaveLength(1);
      // The loser was refused by the guard (409), or had already lost its session (401) or its role (403).
      expect([401, 403, 409]).toContain(codes.find((code) => code !== 0));
      expect(await enabledSupers()).toBe(1);
      survivor = a.body.code === 0 ? survivor : rival;
    }
  });

  it('the guarded UPDATE itself: concurrent disables of the last two super admins never leave none (20 rounds)', async () => {
    const repo = admins();
    const pair = [
      (await createAdmin(t, survivor.token, { role: 'super' })).id,
      (await createAdmin(t, survivor.token, { role: 'super' })).id,
    ];
    for (let round = 0; round < 20; round++) {
      await repo.update({ role: 'super' }, { status: 0 });
      await repo.update(pair, { status: 1 });
      const results = await Promise.all(pair.map((id) => updateKeepingASuper(repo, id, { status: 0 })));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await enabledSupers()).toBe(1);
    }
  });
});
