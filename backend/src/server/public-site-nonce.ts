import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import { acceptedEncodings, compress, EncodedVariants, type Encoding } from './public-site-compression';

/**
 * Public pages carry the nonce of their response's Content-Security-Policy on every inline script, a new one per
 * response, yet render once per content version (PageCache). So a page renders with a slot in place of the nonce
 * and is kept cut at its slots; each response joins the parts with its own nonce. Its gzip form is kept the same way,
 * each part deflated once, so no response compresses anything. See docs/decisions/009-security-headers.md.
 */

const deflateRawAsync = promisify(deflateRaw);

/** What cspNonce makes: 16 random bytes in base64, always 24 characters. */
export const NONCE_LENGTH = 24;
/** Deflate's window: how far back a part may refer. */
const WINDOW = 32 * 1024;
/** Stands for a nonce in what a part may refer back to: 0xFF is in no UTF-8 text, so no match can cover it. */
const FILLER = Buffer.alloc(NONCE_LENGTH, 0xff);

/**
 * The placeholder a page renders with where the nonce goes: random per process, so no content can hold it (admins
 * cannot guess it, and it never leaves this process); base64url, which React writes into an attribute unescaped.
 */
export function nonceSlot(): string {
  return `nonce${randomBytes(18).toString('base64url')}`;
}

/** A rendered body cut where each response writes its nonce: `parts.join(nonce)` is what a response sends. */
export class NoncedBody {
  constructor(readonly parts: readonly Buffer[]) {}

  /** `body` cut at every occurrence of `slot`. */
  static cut(body: Buffer, slot: string): NoncedBody {
    const parts: Buffer[] = [];
    let from = 0;
    for (let at = body.indexOf(slot); at !== -1; at = body.indexOf(slot, from)) {
      parts.push(body.subarray(from, at));
      from = at + slot.length;
    }
    parts.push(body.subarray(from));
    return new NoncedBody(parts);
  }

  /** Bytes without the nonces (what the page cache counts). */
  get length(): number {
    return this.parts.reduce((sum, part) => sum + part.length, 0);
  }

  get hasNonce(): boolean {
    return this.parts.length > 1;
  }

  with(nonce: string): Buffer {
    if (!this.hasNonce) return this.parts[0];
    const value = Buffer.from(nonce);
    return Buffer.concat(this.parts.flatMap((part, index) => (index ? [value, part] : [part])));
  }
}

/** RFC 1952 member header: deflate, no flags, no time, XFL 0, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block marked final (RFC 1951, 3.2.4): ends the deflate stream. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** A stored (uncompressed) deflate block, not final: the nonce, written as is between deflated parts. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/**
 * The gzip form of a NoncedBody for any nonce of NONCE_LENGTH. Each part is deflated once, ending in a sync flush
 * (byte-aligned, not final), so the parts' deflate data can be laid end to end with a stored block holding the nonce
 * between them; a response only writes the nonce blocks and the CRC-32 of what it sends. A part may refer back to
 * the parts before it, as in one deflate stream (a page's parts are small and alike: preload links, scripts): it is
 * deflated with them as its dictionary, FILLER in place of each nonce, so that every byte it can refer to sits where
 * the browser's inflater will have it, and none of the nonce's bytes can be referred to.
 */
export class NoncedGzip {
  private constructor(
    private readonly parts: readonly Buffer[],
    private readonly deflated: readonly Buffer[],
  ) {}

  static async of(body: NoncedBody, level: number): Promise<NoncedGzip> {
    // A body that is not UTF-8 text might hold 0xFF: then its parts refer to nothing before them.
    const chained = !body.parts.some((part) => part.includes(0xff));
    const deflated: Buffer[] = [];
    let before = Buffer.alloc(0);
    for (const part of body.parts) {
      const dictionary = chained && before.length ? { dictionary: before } : {};
      deflated.push(await deflateRawAsync(part, { level, finishFlush: constants.Z_SYNC_FLUSH, ...dictionary }));
      before = Buffer.concat([before, part, FILLER]).subarray(-WINDOW);
    }
    return new NoncedGzip(body.parts, deflated);
  }

  with(nonce: string): Buffer {
    const value = Buffer.from(nonce);
    if (value.length !== NONCE_LENGTH) throw new Error(`a nonce of ${NONCE_LENGTH} bytes expected`);
    const nonceBlock = storedBlock(value);
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    this.parts.forEach((part, index) => {
      if (index) {
        chunks.push(nonceBlock);
        crc = crc32(value, crc);
        size += value.length;
      }
      chunks.push(this.deflated[index]);
      crc = crc32(part, crc);
      size += part.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size % 2 ** 32, 4);
    chunks.push(LAST_BLOCK, trailer);
    return Buffer.concat(chunks);
  }
}

/** zlib's default: a kept page is deflated once per content version. */
const GZIP_LEVEL = 6;

/** The compressed forms of a NoncedBody, made when first asked for and kept with the page. */
export class NoncedEncodings {
  private fixed: EncodedVariants | undefined;
  private gzip: Promise<NoncedGzip> | undefined;

  /** `kept`: the page cache keeps the page for more responses (else it is sent once). */
  constructor(
    private readonly body: NoncedBody,
    private readonly kept: boolean,
  ) {}

  /**
   * What to answer in: brotli first, as for any other response, except that a kept page with a nonce goes in gzip
   * when the browser takes it (every browser does), since only gzip can be joined with the nonce without compressing
   * again.
   */
  choose(acceptEncoding: string | undefined): Encoding | null {
    const accepted = acceptedEncodings(acceptEncoding);
    if (this.kept && this.body.hasNonce && accepted.includes('gzip')) return 'gzip';
    return accepted[0] ?? null;
  }

  async get(encoding: Encoding, nonce: string): Promise<Buffer> {
    if (!this.body.hasNonce) {
      this.fixed ??= new EncodedVariants(this.body.parts[0], 'fast');
      return this.fixed.get(encoding);
    }
    if (this.kept && encoding === 'gzip') {
      this.gzip ??= NoncedGzip.of(this.body, GZIP_LEVEL);
      return (await this.gzip).with(nonce);
    }
    // A page sent once, or a browser that takes brotli but not gzip: compressed for this response.
    return compress(this.body.with(nonce), encoding, 'fast');
  }
}
