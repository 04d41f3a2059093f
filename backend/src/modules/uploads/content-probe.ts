import { createHash } from 'node:crypto';
import { Transform, TransformCallback } from 'node:stream';
import { DETECT_HEAD_BYTES } from './detect-type';

/**
 * A pass-through stream that counts, hashes (sha256) and keeps the first bytes of what flows
 * through it, so a file is received or assembled, measured, hashed and typed in one pass.
 */
export class ContentProbe extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private headChunks: Buffer[] = [];
  private headLength = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.headLength < DETECT_HEAD_BYTES) {
      this.headChunks.push(chunk.subarray(0, DETECT_HEAD_BYTES - this.headLength));
      this.headLength += this.headChunks[this.headChunks.length - 1].length;
    }
    callback(null, chunk);
  }

  /** The first `DETECT_HEAD_BYTES` bytes (fewer for a shorter stream). */
  get head(): Buffer {
    return Buffer.concat(this.headChunks);
  }

  /** Hex sha256 of everything that passed; call once, after the stream ended. */
  sha256(): string {
    return this.hash.digest('hex');
  }
}
