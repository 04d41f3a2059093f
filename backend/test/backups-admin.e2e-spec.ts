import { createHash, createHmac } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import request from 'supertest';
import { BackupsService } from '../src/modules/backups/backups.service';
import type { BackupItem, BackupStatus } from '@site/contract';
import { Metrics } from '../src/common/metrics/metrics';
import { BackupSchedule } from '../src/modules/backups/backup-schedule';
import { JobLeaseEntity } from '../src/modules/leases/job-lease.entity';
import { UploadStorage } from '../src/modules/uploads/storage/upload-storage';
import { editorToken } from './support/site-factories';
import { createTestApp, secondInstance, TEST_ADMIN, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { picture, uploadPic } from './uploads-fixtures';

const START = '2026-11-26T03:00:00.000Z';

describe.each(testDatabases())('backups from the back office on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let backups: BackupsService;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: START });
    token = await t.login();
    backups = t.app.get(BackupsService);
    await uploadPic(t, token, picture('png', 2048), 'in-the-backup.png').expect(200);
  });
  afterAll(() => t.close());

  const call = (name: string, body: object = {}, accessToken = token) =>
    t.adminCall(name, accessToken, body).expect(200);

  it('is for super admins only', async () => {
    const editor = await editorToken(t);
    for (const name of ['start_backup', 'get_backup_list', 'get_backup_link', 'del_backup', 'get_backup_status']) {
      const res = await t.adminCall(name, editor, { name: 'site-20261126-030000-abcdef.tar.gz' });
      expect(res.body).toMatchObject({ code: 403, data: null });
    }
  });

  it('starts a backup in the background, lists it, and downloads it through a short-lived signed link', async () => {
    const started = (await call('start_backup')).body.data.name as string;
    expect(started).toMatch(/^site-20261126-030000-[0-9a-f]{6}\.tar\.gz$/);
    await backups.finished();

    const list = (await call('get_backup_list')).body.data;
    expect(list).toEqual([
      { name: started, size: expect.any(Number), created_at: START, running: false, failed: false },
    ]);
    expect(list[0].size).toBeGreaterThan(0);

    const link = (await call('get_backup_link', { name: started })).body.data;
    expect(link.expires_at).toBe('2026-11-26T03:10:00.000Z');
    // No headers: a browser opens it as a plain link.
    const file = await t.http.get(link.url).set('User-Agent', 'backup-fetcher/1.0').buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.headers['content-disposition']).toContain(started);
    expect((file.body as Buffer).length).toBe(list[0].size);
    const tar = gunzipSync(file.body as Buffer).toString('latin1');
    expect(tar).toContain('manifest.json');
    expect(tar).toContain('tables/admins.ndjson');

    const tampered = link.url.replace(/sig=[^&]+/, `sig=${createHash('sha256').update('x').digest('base64url')}`);
    expect((await t.http.get(tampered).expect(403)).body).toMatchObject({ code: 403, data: null });
    // Signed as the first version did, with the hourly token's secret (every visitor's browser is given it): refused.
    const { searchParams } = new URL(link.url, 'http://site');
    const name = searchParams.get('name') ?? '';
    const expires = searchParams.get('expires') ?? '';
    const forged = createHmac('sha256', t.config.apiTokenSecret)
      .update(`backup\n${name}\n${expires}`)
      .digest('base64url');
    await t.http.get(link.url.replace(/sig=[^&]+/, `sig=${forged}`)).expect(403);
    // The link is signed for the admin it was given to: naming another one breaks the signature.
    await t.http.get(link.url.replace(/by=\d+/, 'by=999')).expect(403);
    t.clock.advance(10 * 60 * 1000 + 1000);
    expect((await t.http.get(link.url).expect(403)).body.msg).toBe('下载链接无效或已过期，请在管理后台重新获取');

    // The one download made is audited as that admin's, from the browser that fetched it; refused ones are not.
    const audit = (await call('get_audit_list', { family: 'backups', action: 'download', limit: 100 })).body.data
      .list as Array<{ title: string; username: string; role: string; user_agent: string }>;
    expect(audit).toEqual([
      expect.objectContaining({
        title: started,
        username: TEST_ADMIN.username,
        role: 'super',
        user_agent: 'backup-fetcher/1.0',
      }),
    ]);
  });

  it('refuses a name that is not a backup', async () => {
    const res = await t.adminCall('get_backup_link', token, { name: '../../etc/passwd' }).expect(422);
    expect(res.body.code).toBe(422);
    await t.adminCall('get_backup_link', token, { name: 'site-20260101-000000-abcdef.tar.gz' }).expect(404);
  });

  it('keeps the newest BACKUP_KEEP archives', async () => {
    t.clock.advance(60_000);
    await call('start_backup');
    await backups.finished();
    t.clock.advance(60_000);
    const newest = (await call('start_backup')).body.data.name as string;
    await backups.finished();
    expect((await call('get_backup_list')).body.data).toHaveLength(3);
    await backups.keepNewest(1);
    expect((await call('get_backup_list')).body.data.map((item: { name: string }) => item.name)).toEqual([newest]);
  });

  it('runs one backup at a time across processes: the others answer 409 naming the running one', async () => {
    t.clock.advance(60_000);
    const second = await secondInstance(t);
    try {
      const startOn = (server: Parameters<typeof request>[0]) =>
        request(server).post('/api/adm/start_backup').set('token', t.token()).set('access_token', token).send({});
      const answers = await Promise.all([startOn(t.server), startOn(second.getHttpServer()), startOn(t.server)]);
      const started = answers.filter((res) => res.body.code === 0);
      expect(started).toHaveLength(1);
      const running = started[0].body.data.name as string;
      for (const refused of answers.filter((res) => res.body.code !== 0)) {
        expect(refused.body).toEqual({
          code: 409,
          error: 'CONFLICT',
          msg: `已有备份正在进行（${running}），请等它完成后再试`,
          data: { running },
        });
      }
      await backups.finished();
      await second.get(BackupsService).finished();
      t.clock.advance(1000);
      await startOn(second.getHttpServer()).expect(200);
      await second.get(BackupsService).finished();
    } finally {
      await second.close();
    }
  });

  it('frees the lease of a process that died once it is no longer renewed', async () => {
    const expires = new Date(t.clock.now().getTime() + 2 * 60_000);
    await t.dataSource
      .getRepository(JobLeaseEntity)
      .insert({ name: 'backup', holder: 'elsewhere', expires_at: expires });
    expect((await t.adminCall('start_backup', token).expect(409)).body.data).toEqual({ running: 'elsewhere' });
    t.clock.advance(2 * 60_000 + 1);
    await call('start_backup');
    await backups.finished();
  });

  it('deletes a backup, and audits making and deleting them', async () => {
    t.clock.advance(60_000);
    const name = (await call('start_backup')).body.data.name as string;
    await backups.finished();
    expect((await call('del_backup', { name })).body.data).toEqual({ deleted: 1 });
    expect((await call('get_backup_list')).body.data.map((item: { name: string }) => item.name)).not.toContain(name);
    await t.adminCall('del_backup', token, { name }).expect(404);
    await t.adminCall('del_backup', token, { name: '../uploads/x.png' }).expect(422);
    const audit = (await call('get_audit_list', { family: 'backups', limit: 100 })).body.data.list as Array<{
      action: string;
      title: string;
    }>;
    expect(audit.filter((entry) => entry.title === name).map((entry) => entry.action)).toEqual(['delete', 'create']);
  });

  it('makes each scheduled run once, whichever of two processes claims it first', async () => {
    const second = await secondInstance(t);
    try {
      const before = ((await call('get_backup_list')).body.data as BackupItem[]).length;
      const slot = new Date('2026-11-26T04:00:00.000Z');
      const made = await Promise.all([
        t.app.get(BackupSchedule).run(slot),
        second.get(BackupSchedule).run(slot),
        second.get(BackupSchedule).run(slot),
      ]);
      expect(made.filter((name) => name !== null)).toHaveLength(1);
      await Promise.all([backups.finished(), second.get(BackupsService).finished()]);
      expect((await call('get_backup_list')).body.data).toHaveLength(before + 1);
      // The next run is another slot: made again.
      t.clock.advance(60_000);
      expect(await second.get(BackupSchedule).run(new Date('2026-11-26T05:00:00.000Z'))).not.toBeNull();
      await second.get(BackupsService).finished();
    } finally {
      await second.close();
    }
  });

  it('lists a failed backup, says why and warns about it, counts it, and lets it be deleted', async () => {
    t.clock.advance(60_000);
    const storage = t.app.get(UploadStorage);
    const putFile = storage.putFile.bind(storage);
    const spy = jest
      .spyOn(storage, 'putFile')
      .mockImplementation((key, path, type) =>
        key.endsWith('.tar.gz')
          ? Promise.reject(new Error('ENOSPC: no space left on device'))
          : putFile(key, path, type),
      );
    let name: string;
    try {
      name = (await call('start_backup')).body.data.name as string;
      await backups.finished();
    } finally {
      spy.mockRestore();
    }
    const listed = ((await call('get_backup_list')).body.data as BackupItem[]).find((item) => item.name === name);
    expect(listed).toEqual({ name, size: 0, created_at: expect.any(String), running: false, failed: true });
    const status = (await call('get_backup_status')).body.data as BackupStatus;
    expect(status).toMatchObject({
      schedule: null,
      warning: 'failed',
      last_failure: { name, reason: 'ENOSPC: no space left on device' },
    });
    const metrics = t.app.get(Metrics);
    expect((await metrics.backupFailures.get()).values[0].value).toBeGreaterThanOrEqual(1);
    await t.adminCall('get_backup_link', token, { name }).expect(404);

    t.clock.advance(60_000);
    await call('start_backup');
    await backups.finished();
    expect(((await call('get_backup_status')).body.data as BackupStatus).warning).toBeNull();
    expect((await metrics.backupLastSuccess.get()).values[0].value).toBe(t.clock.now().getTime() / 1000);
    expect((await call('del_backup', { name })).body.data).toEqual({ deleted: 1 });
    expect(((await call('get_backup_list')).body.data as BackupItem[]).map((item) => item.name)).not.toContain(name);
  });

  it('warns when a schedule is set and no archive is younger than twice its interval', async () => {
    const scheduled = await createTestApp(kind, { now: START, env: { BACKUP_SCHEDULE: '0 3 * * *' } });
    try {
      const scheduledToken = await scheduled.login();
      const status = await scheduled.adminCall('get_backup_status', scheduledToken).expect(200);
      expect(status.body.data).toMatchObject({
        schedule: '0 3 * * *',
        keep: 7,
        next_run_at: expect.stringMatching(/T\d{2}:00:00\.000Z$/),
        last_success_at: null,
        last_failure: null,
        warning: 'overdue',
      });
    } finally {
      await scheduled.close();
    }
  });

  it('makes backups on BACKUP_SCHEDULE', async () => {
    const scheduled = await createTestApp(kind, { now: START, env: { BACKUP_SCHEDULE: '* * * * * *' } });
    try {
      // Every second: the first run that makes an archive is awaited (the test's own timeout bounds the wait).
      const schedule = scheduled.app.get(BackupSchedule);
      const run = schedule.run.bind(schedule);
      const made = await new Promise<string>((resolve, reject) => {
        jest.spyOn(schedule, 'run').mockImplementation((slot) => {
          const running = run(slot);
          running.then((name) => name && resolve(name), reject);
          return running;
        });
      });
      expect(made).toMatch(/^site-20261126-030000-[0-9a-f]{6}\.tar\.gz$/);
      const listed = await scheduled.app.get(BackupsService).list();
      expect(listed.find((item) => item.name === made)).toMatchObject({ running: false });
    } finally {
      await scheduled.close();
    }
  });
});
