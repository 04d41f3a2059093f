import type { Request } from 'express';
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
  constructor(private readonly temp: TempFiles) {}

  _handleFile(
    req: Request,
    file: IncomingFile,
    callback: (error?: unknown, info?: Partial<ReceivedFile>) => void,
  ): void {
    const path = this.temp.newPath(uploadIdOf(req));
    const probe = new ContentProbe();
    pipeline(file.stream, probe, createWriteStream(path, { flags: 'wx' }), (error) => {
      if (error) {
        void this.temp.remove(path).finally(() => callback(error));
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
