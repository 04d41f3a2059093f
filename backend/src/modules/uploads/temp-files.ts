import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

const PART_PREFIX = 'part-';
const PART_NAME = /^part-([0-9a-f]{32})-[0-9a-f]{32}$/;

/**
 * Local scratch files for bytes on their way in (an upload being received, a file being assembled).
 * They live in UPLOAD_DIR/.tmp — inside UPLOAD_DIR so that moving a finished one into place is an
 * atomic rename; the leading dot keeps the folder out of the storage key space.
 */
@Injectable()
export class TempFiles {
  readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = resolve(config.uploadDir, '.tmp');
    mkdirSync(this.dir, { recursive: true });
  }

  /**
   * A fresh, unused path (random name; the caller creates the file). A part of a multi-part upload is named after its
   * upload, so that finishing, sweeping or a restart can find what a cut-off part left behind.
   */
  newPath(uploadId?: string): string {
    const random = randomBytes(16).toString('hex');
    return join(this.dir, uploadId ? `${PART_PREFIX}${uploadId}-${random}` : random);
  }

  /** Removes the scratch files of one multi-part upload's parts. */
  async removeOfUpload(uploadId: string): Promise<void> {
    const prefix = `${PART_PREFIX}${uploadId}-`;
    const names = (await readdir(this.dir)).filter((name) => name.startsWith(prefix));
    await Promise.all(names.map((name) => rm(join(this.dir, name), { force: true })));
  }

  /** The uploads that have part scratch files here. */
  async uploadsWithScratch(): Promise<string[]> {
    const ids = (await readdir(this.dir)).map((name) => PART_NAME.exec(name)?.[1]).filter((id) => id !== undefined);
    return [...new Set(ids)];
  }

  async remove(path: string): Promise<void> {
    await rm(path, { force: true });
  }

  /**
   * Removes scratch files a crashed process left behind. Age is judged by the file's mtime against
   * the real time (the file system's clock, not the app's), so live files of other processes stay.
   */
  async removeOlderThan(maxAgeMs: number): Promise<void> {
    const cutoff = Date.now() - maxAgeMs;
    for (const name of await readdir(this.dir)) {
      const path = join(this.dir, name);
      const info = await stat(path).catch(() => null);
      if (info && info.mtimeMs < cutoff) await rm(path, { recursive: true, force: true });
    }
  }
}
