import { imageVariantUrl } from '@site/contract';
import { once } from 'node:events';
import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { BackupsService } from '../src/modules/backups/backups.service';
import { ImageVariantsService } from '../src/modules/uploads/image-variants.service';
import { UploadStorage } from '../src/modules/uploads/storage/upload-storage';
import { createTestApp, TestApp } from './support/test-app';
import { uploadPic } from './uploads-fixtures';

/** The descriptors of this process open on `path` (Linux's /proc; none elsewhere). */
function descriptorsOn(path: string): string[] {
  if (!existsSync('/proc/self/fd')) return [];
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === path;
    } catch {
      return false; // closed meanwhile (readdir's own descriptor among them)
    }
  });
}

/**
 * A browser that gives up on a download before the answer starts (a video seek, a page left) must not leave the
 * stored file open: a file handle left to garbage collection is Node's DEP0137 warning, and until then an open file.
 */
describe('downloads abandoned before the answer starts', () => {
  let t: TestApp;
  let port: number;
  let png: string;
  let backupUrl: string;
  let realOpenRead: UploadStorage['openRead'];

  beforeAll(async () => {
    t = await createTestApp('sqlite', { now: '2026-11-21T08:00:00.000Z' });
    const token = await t.login();
    const drawn = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#1e88e5' } })
      .png()
      .toBuffer();
    png = (await uploadPic(t, token, drawn, 'abandoned.png').expect(200)).body.data;
    await t.app.get(ImageVariantsService).settled();
    await t.adminCall('start_backup', token).expect(200);
    await t.app.get(BackupsService).finished();
    const [backup] = (await t.adminCall('get_backup_list', token).expect(200)).body.data as Array<{ name: string }>;
    const link = new URL(
      (await t.adminCall('get_backup_link', token, { name: backup.name })).body.data.url,
      'http://x',
    );
    backupUrl = link.pathname + link.search;
    port = await t.listen();
    const storage = t.app.get(UploadStorage);
    realOpenRead = storage.openRead.bind(storage);
  });
  afterAll(() => {
    jest.restoreAllMocks();
    return t.close();
  });

  /**
   * GETs `path` and hangs up as soon as the server opens the object, which it is only given once its answer has
   * closed: the body is then opened for a client that is already gone.
   */
  function abandon(path: string, headers: Record<string, string>): Promise<{ key: string; body: Readable }> {
    const answer = once(t.server, 'request') as Promise<[IncomingMessage, ServerResponse]>;
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers });
      jest.spyOn(t.app.get(UploadStorage), 'openRead').mockImplementationOnce(async (key, range) => {
        req.destroy();
        const [, res] = await answer;
        if (!res.closed) await once(res, 'close');
        const body = await realOpenRead(key, range);
        resolve({ key, body });
        return body;
      });
      req.on('error', () => undefined);
      req.on('response', () => reject(new Error(`${path} was answered before the client left`)));
      req.end();
    });
  }

  // Each row names all four: Jest takes a test function with more parameters than its row has for one wanting `done`.
  it.each<[string, () => string, Record<string, string>, RegExp]>([
    ['a stored file', () => png, {}, /^2026\/11\//],
    ['a range of a stored file', () => png, { Range: 'bytes=0-99' }, /^2026\/11\//],
    ['a picture variant', () => imageVariantUrl(png, 320, 'webp') ?? '', {}, /^variants\/.*w320\.webp$/],
    ['a backup archive', () => backupUrl, {}, /^backups\//],
  ])('closes %s', async (_name, path, headers, storedAs) => {
    const { key, body } = await abandon(path(), headers);
    expect(key).toMatch(storedAs);
    // Closed means its file handle closed too (a stream of a FileHandle closes it before its 'close').
    const closed = body.closed || once(body, 'close').then(() => true);
    expect(await Promise.race([closed, sleep(2000, false, { ref: false })])).toBe(true);
    if (t.config.storage.driver === 'local')
      expect(descriptorsOn(join(t.config.uploadDir, ...key.split('/')))).toEqual([]);
  });
});
