import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import type { AppConfig } from '../../../config/app-config';
import { LocalDiskStorage } from './local-disk.storage';
import { assertSafeKey } from './upload-storage';

describe('LocalDiskStorage', () => {
  let base: string;
  let root: string;
  let storage: LocalDiskStorage;
  let scratch = 0;

  /** A local file with `content`, as TempFiles would hand over. */
  const localFile = (content: string) => {
    const path = join(base, `scratch-${scratch++}`);
    writeFileSync(path, content);
    return path;
  };

  beforeEach(() => {
    base = mkdtempSync(join(tmpdir(), 'storage-spec-'));
    root = join(base, 'uploads');
    storage = new LocalDiskStorage({ uploadDir: root } as AppConfig);
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('moves a local file under its key, creating folders, and reads it back whole or by range', async () => {
    const source = localFile('0123456789');
    await storage.putFile('2026/11/abc.png', source);
    expect(existsSync(source)).toBe(false);
    expect(readFileSync(join(root, '2026', '11', 'abc.png'), 'utf8')).toBe('0123456789');
    expect(await storage.stat('2026/11/abc.png')).toEqual({ size: 10 });
    expect(await text(await storage.openRead('2026/11/abc.png'))).toBe('0123456789');
    expect(await text(await storage.openRead('2026/11/abc.png', { start: 2, end: 4 }))).toBe('234');
  });

  it('replaces an object written again under the same key', async () => {
    await storage.putFile('parts/u1/1', localFile('old'));
    await storage.putFile('parts/u1/1', localFile('new!'));
    expect(await text(await storage.openRead('parts/u1/1'))).toBe('new!');
  });

  it('lists the objects of a folder with sizes, and removes the folder', async () => {
    await storage.putFile('parts/u1/2', localFile('bb'));
    await storage.putFile('parts/u1/1', localFile('a'));
    const listed = await storage.list('parts/u1');
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'parts/u1/1', size: 1 },
      { key: 'parts/u1/2', size: 2 },
    ]);
    await storage.deleteFolder('parts/u1');
    expect(await storage.list('parts/u1')).toEqual([]);
    await expect(storage.deleteFolder('parts/u1')).resolves.toBeUndefined();
  });

  it('answers null / empty for what does not exist, and rejects reading it', async () => {
    expect(await storage.stat('2026/11/missing.png')).toBeNull();
    expect(await storage.stat('2026')).toBeNull();
    expect(await storage.list('parts/none')).toEqual([]);
    await expect(storage.openRead('2026/11/missing.png')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.delete('2026/11/missing.png')).resolves.toBeUndefined();
  });

  it.each([
    '../../etc/passwd',
    '../escape',
    '2026/../../x',
    'a/./b',
    '/etc/passwd',
    'a\\..\\b',
    '..\\x',
    '.hidden',
    '.tmp/abc',
    'a//b',
    'a/b/',
    'nul\u0000byte',
    'Upper/Case',
    'ünïcödé',
    `${'a'.repeat(201)}`,
    '',
  ])('refuses the key %j before touching the disk', async (key) => {
    expect(() => assertSafeKey(key)).toThrow(/unsafe storage key/);
    await expect(storage.putFile(key, localFile('x'))).rejects.toThrow(/unsafe storage key/);
    await expect(storage.stat(key)).rejects.toThrow(/unsafe storage key/);
    await expect(storage.deleteFolder(key)).rejects.toThrow(/unsafe storage key/);
    expect(existsSync(root)).toBe(false);
  });
});
