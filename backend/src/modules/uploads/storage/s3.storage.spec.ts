import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { S3TestServer, startS3Server } from '../../../../test/support/s3-server';
import { AppConfig, loadConfig } from '../../../config/app-config';
import { S3Storage, S3_MIN_PART_BYTES, S3_PART_BYTES } from './s3.storage';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('S3Storage (against s3rver)', () => {
  let server: S3TestServer;
  let config: AppConfig;
  let storage: S3Storage;
  let base: string;
  let scratch = 0;

  const localFile = (content: string | Buffer) => {
    const path = join(base, `scratch-${scratch++}`);
    writeFileSync(path, content);
    return path;
  };
  const keysOf = async (prefix?: string) => {
    const keys: string[] = [];
    for await (const { key } of storage.listAll(prefix)) keys.push(key);
    return keys.sort();
  };

  beforeAll(async () => {
    server = await startS3Server();
    config = loadConfig({ ...server.env, UPLOAD_DIR: '/nonexistent' });
    storage = new S3Storage(config);
    base = mkdtempSync(join(tmpdir(), 's3-spec-'));
  });
  afterAll(async () => {
    storage.onModuleDestroy();
    await server.stop();
    rmSync(base, { recursive: true, force: true });
  });

  it('stores a local file under its key (consuming it) and reads it back whole or by range', async () => {
    const source = localFile('0123456789');
    await storage.putFile('2026/11/abc.png', source, 'image/png');
    expect(existsSync(source)).toBe(false);
    expect(await storage.stat('2026/11/abc.png')).toEqual({ size: 10 });
    expect(await text(await storage.openRead('2026/11/abc.png'))).toBe('0123456789');
    expect(await text(await storage.openRead('2026/11/abc.png', { start: 2, end: 4 }))).toBe('234');
  });

  it('replaces an object written again, lists a folder with sizes (not deeper), and removes the folder', async () => {
    await storage.putFile('parts/u1/1', localFile('old'));
    await storage.putFile('parts/u1/1', localFile('new!'));
    await storage.putFile('parts/u1/2', localFile('bb'));
    await storage.putFile('parts/u1/deeper/3', localFile('c'));
    expect(await text(await storage.openRead('parts/u1/1'))).toBe('new!');
    expect((await storage.list('parts/u1')).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'parts/u1/1', size: 4 },
      { key: 'parts/u1/2', size: 2 },
    ]);
    expect(await keysOf('parts/')).toEqual(['parts/u1/1', 'parts/u1/2', 'parts/u1/deeper/3']);
    await storage.deleteFolder('parts/u1');
    expect(await storage.list('parts/u1')).toEqual([]);
    expect(await keysOf('parts/')).toEqual([]);
    await expect(storage.deleteFolder('parts/u1')).resolves.toBeUndefined();
  });

  it('answers null / empty for what does not exist, and rejects reading it as the local driver does', async () => {
    expect(await storage.stat('2026/11/missing.png')).toBeNull();
    expect(await storage.list('parts/none')).toEqual([]);
    await expect(storage.openRead('2026/11/missing.png')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.delete('2026/11/missing.png')).resolves.toBeUndefined();
    await expect(storage.stat('../escape')).rejects.toThrow(/unsafe storage key/);
  });

  it('writes a large file as a multipart upload whose parts are all at least 5 MiB but the last', async () => {
    const sizes: number[] = [];
    storage.client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { PartNumber: number; ContentLength?: number };
        if (context.commandName === 'UploadPartCommand') sizes[input.PartNumber - 1] = input.ContentLength ?? -1;
        return next(args);
      },
      { step: 'initialize', name: 'recordPartSizes' },
    );
    const content = randomBytes(2 * S3_PART_BYTES + 12345);
    try {
      await storage.putFile('2026/11/big.bin', localFile(content));
    } finally {
      storage.client.middlewareStack.remove('recordPartSizes');
    }
    expect(sizes).toEqual([S3_PART_BYTES, S3_PART_BYTES, 12345]);
    expect(sizes.slice(0, -1).every((size) => size >= S3_MIN_PART_BYTES)).toBe(true);
    expect(await storage.stat('2026/11/big.bin')).toEqual({ size: content.length });
    expect(sha256(await buffer(await storage.openRead('2026/11/big.bin')))).toBe(sha256(content));
  });

  it('answers the public URL of a key only when S3_PUBLIC_URL is set', () => {
    expect(storage.publicUrlOf('2026/11/abc.png')).toBeNull();
    const cdn = new S3Storage(loadConfig({ ...server.env, S3_PUBLIC_URL: 'https://cdn.example.com/site/' }));
    expect(cdn.publicUrlOf('2026/11/abc.png')).toBe('https://cdn.example.com/site/2026/11/abc.png');
    cdn.onModuleDestroy();
  });
});
