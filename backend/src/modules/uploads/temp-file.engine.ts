import type { Request } from 'express';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream';
import type { StorageEngine } from 'multer';
import { ContentProbe } from './content-probe';
import type { TempFiles } from './temp-files';

/** A received upload: a scratch file plus what was learned while it streamed in. */
export interface ReceivedFile {
  /** The client's file name: untrusted, metadata only. */
  originalname: string;
  path: string;
  size: number;
  /** The first bytes, for type detection. */
  head: Buffer;
  sha256: string;
}

const UPLOAD_ID = /^[0-9a-f]{32}$/;

type IncomingFile = Express.Multer.File & Partial<ReceivedFile>;

/**
 * multer storage engine that streams each file to a scratch file (never buffering it whole),
 * hashing and measuring it on the way. multer calls `_removeFile` when the request fails (size
 * limit, malformed body, client gone), so an aborted upload leaves nothing behind.
 */
export class TempFileEngine implements StorageEngine {
  /** The removals of the scratch files whose writing failed, by request (see `cleanedUp`). */
  private readonly removals = new WeakMap<Request, Array<Promise<void>>>();

  constructor(private readonly temp: TempFiles) {}

  /**
   * Resolves once the scratch files of `req` whose writing failed are gone. A failed write destroys multer's file
   * stream with the error, and multer then fails the request at once, without waiting for this engine's callback:
   * whoever answers that failure awaits this first, so no answer leaves before the scratch file is removed.
   */
  async cleanedUp(req: Request): Promise<void> {
    await Promise.all(this.removals.get(req) ?? []);
  }

  _handleFile(
    req: Request,
    file: IncomingFile,
    callback: (error?: unknown, info?: Partial<ReceivedFile>) => void,
  ): void {
    const path = this.temp.newPath(uploadIdOf(req));
    const probe = new ContentProbe();
    const sink = createWriteStream(path, { flags: 'wx' });
    pipeline(file.stream, probe, sink, (error) => {
      if (error) {
        // Once the file is closed: an open still under way would create it again after the removal.
        const removal = (sink.closed ? Promise.resolve() : once(sink, 'close').then(() => undefined))
          .then(() => this.temp.remove(path))
          .catch(() => undefined);
        this.removals.set(req, [...(this.removals.get(req) ?? []), removal]);
        void removal.finally(() => callback(error));
        return;
      }
      callback(null, { path, size: probe.size, head: probe.head, sha256: probe.sha256() });
    });
  }

  _removeFile(_req: Request, file: IncomingFile, callback: (error: Error | null) => void): void {
    if (!file.path) return callback(null);
    this.temp.remove(file.path).then(() => callback(null), callback);
  }
}

/** The multi-part upload a part belongs to, when its `upload_id` field came before the file (as clients send it). */
function uploadIdOf(req: Request): string | undefined {
  const uploadId = (req.body as { upload_id?: unknown } | undefined)?.upload_id;
  return typeof uploadId === 'string' && UPLOAD_ID.test(uploadId) ? uploadId : undefined;
}
