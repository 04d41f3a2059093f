import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ImageVariantsService } from '../../src/modules/uploads/image-variants.service';
import { createTestApp, type TestApp } from '../support/test-app';
import { filesUnder, picture, uploadPic } from '../uploads-fixtures';
import { describeWhen } from './fault-support';

/**
 * The upload folder on a 40 MiB tmpfs, filled up: an upload answers 507 in Chinese and leaves no file behind, a
 * picture size not made yet is answered with the original, and the server stays up. Mounting needs root.
 */
const isRoot = process.getuid?.() === 0;

describeWhen(isRoot, 'the full-disk suite mounts a tmpfs, which needs root')('a full upload folder', () => {
  let mount: string;
  let t: TestApp;
  let admin: string;
  let stored: string;

  beforeAll(async () => {
    // The sizes an upload makes in the background (decision 062) would race the filling below: this suite is about
    // a size asked for once the disk is full, and about an upload that leaves nothing behind.
    jest.spyOn(ImageVariantsService.prototype, 'makeOffered').mockResolvedValue();
    mount = mkdtempSync(join(tmpdir(), 'site-full-'));
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=40m', 'tmpfs', mount]);
    if (mounted.status !== 0) throw new Error(`mount failed: ${mounted.stderr}`);
    t = await createTestApp('sqlite', { env: { UPLOAD_DIR: mount } });
    admin = await t.login();
    const drawn = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#1e88e5' } })
      .png()
      .toBuffer();
    stored = (await uploadPic(t, admin, drawn, 'banner.png').expect(200)).body.data;
    // Every byte left taken by one file.
    const filler = openSync(join(mount, 'filler'), 'w');
    const chunk = Buffer.alloc(1024 * 1024);
    try {
      for (;;) writeSync(filler, chunk);
    } catch {
      for (let size = 64 * 1024; size >= 1; size = Math.floor(size / 2)) {
        try {
          for (;;) writeSync(filler, chunk.subarray(0, size));
        } catch {
          // This size no longer fits: try a smaller one.
        }
      }
    } finally {
      closeSync(filler);
    }
  });

  afterAll(async () => {
    await t?.close();
    spawnSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  });

  it('answers an upload 507 in Chinese and keeps no part of it', async () => {
    const before = filesUnder(mount);
    const res = await uploadPic(t, admin, picture('png', 2 * 1024 * 1024), 'big.png');
    expect(res.status).toBe(507);
    expect(res.body).toEqual({
      code: 507,
      msg: expect.stringContaining('存储空间不足'),
      error: 'STORAGE_FULL',
      data: null,
    });
    expect(filesUnder(mount)).toEqual(before);
  });

  it('answers a picture size that cannot be stored with the original picture, and stays up', async () => {
    const variant = await t.http.get(stored.replace(/\.png$/, '.w640.webp')).buffer(true);
    expect(variant.status).toBe(200);
    expect(variant.headers['content-type']).toBe('image/png');
    expect(filesUnder(mount).filter((path) => path.startsWith('variants/'))).toEqual([]);
    expect((await t.http.get('/api/health')).status).toBe(200);
  });
});
