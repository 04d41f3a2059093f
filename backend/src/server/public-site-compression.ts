import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Compression for the public site when the all-in-one server faces browsers itself (nginx compresses in front of
 * it too; a response already encoded is left alone there). Static assets are compressed at build time
 * (frontend-files.ts); pages at a fast setting, once per rendered page (the page cache keeps them;
 * see public-site-nonce.ts for pages that carry a nonce).
 */
export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Not worth a compression frame below this. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|x-javascript)|image\/svg\+xml)/;

/** The encodings the request accepts, best first (brotli over gzip). */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || Number(quality.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name.trim().toLowerCase());
  return (['br', 'gzip'] as const).filter((encoding) => accepted.includes(encoding));
}

/** The best encoding the request accepts (brotli over gzip), or null. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | null {
  return acceptedEncodings(acceptEncoding)[0] ?? null;
}

export function isCompressible(contentType: string | undefined, bytes: number): boolean {
  return bytes >= MIN_BYTES && COMPRESSIBLE.test(contentType ?? '');
}

export function compress(body: Buffer, encoding: Encoding, level: 'fast' | 'best'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: level === 'best' ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: level === 'best' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Compressed variants kept beside a body, made on demand. */
export class EncodedVariants {
  private readonly variants = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly body: Buffer,
    private readonly level: 'fast' | 'best',
  ) {}

  get(encoding: Encoding): Promise<Buffer> {
    let variant = this.variants.get(encoding);
    if (!variant) {
      variant = compress(this.body, encoding, this.level);
      this.variants.set(encoding, variant);
    }
    return variant;
  }
}
