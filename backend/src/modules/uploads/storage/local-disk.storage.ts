import { Inject, Injectable } from '@nestjs/common';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { ByteRange, StoredObject, UploadStorage, assertSafeKey, isSafeKey } from './upload-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/**
 * Objects as files under UPLOAD_DIR. Writes are renames of finished files from `TempFiles`
 * (which lives inside UPLOAD_DIR, so the rename stays on one file system and is atomic).
 */
@Injectable()
export class LocalDiskStorage extends UploadStorage {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.root = resolve(config.uploadDir);
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    await rename(localPath, target);
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async openRead(key: string, range?: ByteRange): Promise<Readable> {
    // Opening first turns a missing file into a rejection here rather than a stream error later.
    const handle = await open(this.pathOf(key), 'r');
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async list(folder: string): Promise<StoredObject[]> {
    const dir = this.pathOf(folder);
    let names: string[];
    try {
      names = (await readdir(dir, { withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const objects = await Promise.all(
      names.map(async (name) => {
        const size = await this.stat(`${folder}/${name}`).catch(() => null);
        return size && { key: `${folder}/${name}`, size: size.size };
      }),
    );
    return objects.filter((object): object is StoredObject => object !== null);
  }

  async *listAll(prefix = ''): AsyncIterable<StoredObject> {
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      // Scratch files (`.tmp/`) and anything else that is no key are not objects.
      const key = relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (!key.startsWith(prefix) || !isSafeKey(key)) continue;
      const size = await this.stat(key);
      if (size) yield { key, size: size.size };
    }
  }

  publicUrlOf(): null {
    return null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deleteFolder(folder: string): Promise<void> {
    await rm(this.pathOf(folder), { recursive: true, force: true });
  }

  /** The file of a key; the key check and the prefix check make leaving UPLOAD_DIR impossible. */
  private pathOf(key: string): string {
    assertSafeKey(key);
    const path = join(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error('storage key resolves outside UPLOAD_DIR');
    return path;
  }
}
