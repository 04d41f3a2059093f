import type { Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Streams a stored object (`UploadStorage.openRead`) as the answer, and always destroys it afterwards, which closes
 * its file. A client that goes away mid-download (video seeking does, constantly) is not an error. One that went
 * away before the body was opened leaves a closed response, which `pipeline` refuses (ERR_STREAM_UNABLE_TO_PIPE)
 * without touching the body: its file would stay open until garbage collection closed it (Node's DEP0137 warning).
 */
export async function sendBody(body: Readable, res: Response): Promise<void> {
  try {
    await pipeline(body, res);
  } catch {
    // The client went away.
  } finally {
    body.destroy();
  }
}
