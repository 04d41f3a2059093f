import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Compression of the public site's static assets when the all-in-one server faces browsers itself (nginx compresses
 * in front of it too; a response already encoded is left alone there): each is compressed once, on first request, at
 * the highest setting and kept. Pages are compressed per response by the `compression` middleware (public-site.ts).
 */
export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Not worth a compression frame below this. */
const MIN_BYTES = 1024;
const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

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

/**
 * Serves the compressible files of `clientDir` (scripts, styles, SVG) compressed to browsers that accept it;
 * everything else falls through to express.static. `setHeaders` says how long each may be kept, as for express.static.
 */
export function compressedStatic(
  clientDir: string,
  setHeaders: (res: Response, filePath: string) => void,
): RequestHandler {
  const files = new Map<string, Promise<EncodedVariants | null>>();
  const load = (filePath: string) => {
    let file = files.get(filePath);
    if (!file) {
      file = readFile(filePath).then(
        (body) => new EncodedVariants(body, 'best'),
        () => null,
      );
      files.set(filePath, file);
    }
    return file;
  };
  return (req: Request, res, next) => {
    const type = ASSET_TYPES[extname(req.path)];
    const encoding = acceptedEncoding(req.get('accept-encoding'));
    const filePath = normalize(join(clientDir, decodeURIComponent(req.path)));
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !type ||
      !encoding ||
      !filePath.startsWith(clientDir + sep)
    ) {
      return next();
    }
    void load(filePath)
      .then(async (file) => {
        if (!file || file.body.length < MIN_BYTES) return next();
        const body = await file.get(encoding);
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        setHeaders(res, filePath);
        res.setHeader('Content-Length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
      })
      .catch(next);
  };
}
