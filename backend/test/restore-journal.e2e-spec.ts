import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RestoreJournal, noteFilesToAdd } from '../src/modules/backups/restore-journal';
import { JobLeases } from '../src/modules/leases/job-leases';
import { RESTORE_LEASE } from '../src/modules/leases/server-presence';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { PNG_1X1, uploadPic } from './uploads-fixtures';

/**
 * A restore killed while it loaded (issue 34, item 1): its transaction is rolled back by the database, but files it had
 * added to storage stay. It notes them first (`restore_added_files`); the next server start removes those no upload
 * row names.
 */
describe.each(testDatabases())('files of a cut-short restore on %s', (kind) => {
  let t: TestApp;
  let scratch: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    scratch = mkdtempSync(join(tmpdir(), 'restore-journal-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** A file put into storage as a restore adds one. */
  async function stored(key: string): Promise<string> {
    const file = join(scratch, key.replace(/\//g, '_'));
    writeFileSync(file, PNG_1X1);
    await t.storage.putFile(key, file, 'image/png');
    return key;
  }
  const exists = async (key: string) => (await t.storage.stat(key)) !== null;
  const noted = async () => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM restore_added_files'))[0].n);

  it("removes the noted files no row names, keeps the site's own (original and variants), and forgets the list", async () => {
    const token = await t.login();
    const url: string = (await uploadPic(t, token, PNG_1X1, '厂区.png').expect(200)).body.data;
    const ownKey = url.replace('/uploads/', '');
    const ownVariant = await stored(ownKey.replace(/\.png$/, '.w640.webp'));
    const orphan = await stored('2026/11/0123456789abcdef0123456789abcdef.png');
    const orphanVariant = await stored('2026/11/0123456789abcdef0123456789abcdef.w640.avif');
    await noteFilesToAdd(t.dataSource.manager, [ownKey, ownVariant, orphan, orphanVariant, '2026/11/never-added.png']);

    const journal = t.app.get(RestoreJournal);
    // A restore running now holds the lease: nothing is touched until it ends.
    const leases = t.app.get(JobLeases);
    await leases.take(RESTORE_LEASE, 'a-restore', 60_000);
    expect(await journal.removeFilesOfCutShortRestore()).toBe(0);
    expect(await exists(orphan)).toBe(true);
    await leases.release(RESTORE_LEASE, 'a-restore');

    expect(await journal.removeFilesOfCutShortRestore()).toBe(3);
    expect({ orphan: await exists(orphan), orphanVariant: await exists(orphanVariant) }).toEqual({
      orphan: false,
      orphanVariant: false,
    });
    expect({ own: await exists(ownKey), ownVariant: await exists(ownVariant) }).toEqual({
      own: true,
      ownVariant: true,
    });
    expect(await noted()).toBe(0);
    expect(await journal.removeFilesOfCutShortRestore()).toBe(0);
  });
});
