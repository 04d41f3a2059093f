import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UploadSweeper } from '../src/modules/uploads/upload-sweeper';
import { createTestApp, secondInstance, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { sendPart } from './uploads-fixtures';

const START = '2026-11-21T08:00:00.000Z';
const HOUR_MS = 3600 * 1000;
const hex32 = () => randomBytes(16).toString('hex');

/**
 * Scratch files of multi-part parts that were cut off (a crash mid-part leaves the file a part was streaming into) go
 * with their upload: on finish, on the sweep of an abandoned upload, and at start-up when the database does not know
 * the upload.
 */
describe.each(testDatabases())('scratch files of cut-off parts on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: START });
    token = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(START));

  /** A scratch file as a part cut off by a crash leaves it. */
  const cutOffPart = (uploadId: string) => {
    const path = join(t.config.uploadDir, '.tmp', `part-${uploadId}-${hex32()}`);
    writeFileSync(path, randomBytes(1024));
    return path;
  };
  const init = async (fileSize: number) => {
    const res = await t
      .adminCall('upload_multi_init', token, { file_name: `${hex32()}.bin`, file_size: fileSize })
      .expect(200);
    return res.body.data.upload_id as string;
  };

  it('removes at start-up the scratch files of uploads the database does not know, and keeps the others', async () => {
    const stray = cutOffPart(hex32());
    const known = cutOffPart(await init(10));
    const unrelated = join(t.config.uploadDir, '.tmp', hex32());
    writeFileSync(unrelated, 'a single upload being received');

    const restarted = await secondInstance(t);
    try {
      expect(existsSync(stray)).toBe(false);
      expect(existsSync(known)).toBe(true);
      expect(existsSync(unrelated)).toBe(true);
    } finally {
      await restarted.close();
    }
  });

  it('removes the scratch files of an abandoned upload when it is swept', async () => {
    const uploadId = await init(10);
    const scratch = cutOffPart(uploadId);
    const other = cutOffPart(await init(20));
    t.clock.advance(t.config.uploadExpiryHours * HOUR_MS + 60_000);
    const live = cutOffPart(await init(30));

    // The init above swept already (every init does); the timer's sweep finds the same state.
    await t.app.get(UploadSweeper).sweep();
    expect(existsSync(scratch)).toBe(false);
    expect(existsSync(other)).toBe(false);
    expect(existsSync(live)).toBe(true);
  });

  it('removes the scratch files of an upload when it is finished', async () => {
    const content = randomBytes(10);
    const uploadId = await init(content.length);
    const scratch = cutOffPart(uploadId);
    await sendPart(t, token, uploadId, 1, content).expect(200);
    await t.adminCall('upload_multi_finish', token, { upload_id: uploadId }).expect(200);

    expect(existsSync(scratch)).toBe(false);
    expect(existsSync(join(t.config.uploadDir, 'parts', uploadId))).toBe(false);
  });
});
