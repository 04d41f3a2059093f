import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config/app-config';

/**
 * The AWS SDK, sharp and qrcode are loaded when first needed, not when the server starts: a process that serves pages
 * and the API on the local disk never holds them (15 MiB less resident after start, docs/benchmarks.md). Each case
 * loads its module afresh and records when the library itself is loaded.
 */
describe('libraries loaded on demand', () => {
  let loaded: string[];
  let uploadDir: string;
  const record = (library: string) =>
    jest.doMock(library, () => {
      loaded.push(library);
      return jest.requireActual(library);
    });

  beforeEach(() => {
    jest.resetModules();
    loaded = [];
    uploadDir = mkdtempSync(join(tmpdir(), 'on-demand-'));
    for (const library of ['@aws-sdk/client-s3', 'sharp', 'qrcode']) record(library);
  });
  afterEach(() => rmSync(uploadDir, { recursive: true, force: true }));

  it('loads the AWS SDK for an S3 bucket only', async () => {
    const { storageFor } = await import('./modules/uploads/storage/storage-for.js');
    const local = await storageFor(loadConfig({ UPLOAD_DIR: uploadDir }));
    expect(local.constructor.name).toBe('LocalDiskStorage');
    expect(loaded).toEqual([]);

    const bucket = await storageFor(
      loadConfig({
        UPLOAD_DIR: uploadDir,
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_BUCKET: 'site',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    );
    expect(bucket.constructor.name).toBe('S3Storage');
    expect(loaded).toEqual(['@aws-sdk/client-s3']);
  });

  it('loads sharp on the first picture measured, once', async () => {
    const { pictureSizeOf } = await import('./modules/uploads/picture-size.js');
    await import('./modules/uploads/image-variants.service.js');
    expect(loaded).toEqual([]);

    const sharp = jest.requireActual<typeof import('sharp')>('sharp');
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await pictureSizeOf(png)).toEqual({ width: 3, height: 2 });
    expect(await pictureSizeOf(Buffer.from('not a picture'))).toBeNull();
    expect(loaded).toEqual(['sharp']);
  });

  it('loads qrcode on the first two-factor enrolment', async () => {
    const { newTotpSecret, totpEnrolment } = await import('./modules/auth/two-factor/totp-codes.js');
    expect(loaded).toEqual([]);

    const enrolment = await totpEnrolment(newTotpSecret(), 'editor');
    expect(enrolment.qr).toMatch(/^data:image\/png;base64,/);
    expect(loaded).toEqual(['qrcode']);
  });
});
