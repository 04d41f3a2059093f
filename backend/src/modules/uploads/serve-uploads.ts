import type { INestApplicationContext } from '@nestjs/common';
import {
  IMAGE_VARIANT_MIMES,
  IMAGE_VARIANT_WIDTHS,
  isImageVariantWidth,
  parseImageVariantKey,
  type ImageVariantRequest,
} from '@site/contract';
import { create as contentDisposition } from 'content-disposition';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from '../../common/envelope/api-error';
import { OCTET_STREAM, SERVABLE_MIMES } from './detect-type';
import { ImageVariantsService } from './image-variants.service';
import { sendBody } from './send-body';
import type { ByteRange, UploadStorage } from './storage/upload-storage';
import { StoredFilesService, UPLOADS_URL_PATH } from './stored-files.service';
import type { UploadedFileEntity } from './uploaded-file.entity';

/** Where app.setup mounts `serveUploads`. */
export { UPLOADS_URL_PATH };

/** The only shape a stored file's path can have (see `StoredFilesService`); anything else is 404. */
const STORED_PATH = /^\/(\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,5})$/;
const INLINE_MIME = /^(image|video|audio)\//;

interface Validators {
  etag: string;
  lastModified: string;
}

/** Headers every stored file and picture variant is sent with (validators are set first, see `sendStoredFile`). */
function setCommonHeaders(res: Response, mime: string, fileName: string): void {
  const inline = mime !== OCTET_STREAM.mime && INLINE_MIME.test(mime);
  res.setHeader('Content-Type', mime);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // The original name: plain ASCII as is, anything else also as RFC 8187 UTF-8 (`filename*`).
  res.setHeader('Content-Disposition', contentDisposition(fileName, { type: inline ? 'inline' : 'attachment' }));
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  // Uploads are public assets (news covers, videos) that pages on other origins and CDNs embed.
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  // Generated names are never reused for other content: cache for a year.
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

function setFileHeaders(res: Response, file: UploadedFileEntity): void {
  // Only detected types, so never HTML or script; the sandbox CSP disarms the document anyway.
  setCommonHeaders(res, SERVABLE_MIMES.has(file.mime) ? file.mime : OCTET_STREAM.mime, file.original_name);
  res.setHeader('Accept-Ranges', 'bytes');
}

/**
 * With S3_PUBLIC_URL (a CDN in front of the bucket), browsers fetch the object there: the bucket keeps each
 * object's type, and keys are never reused, so the CDN may cache for good. The redirect itself is cached a day
 * only, so a changed S3_PUBLIC_URL takes effect.
 */
function redirectedToPublicUrl(storage: UploadStorage, key: string, res: Response): boolean {
  const url = storage.publicUrlOf(key);
  if (!url) return false;
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.redirect(302, url);
  return true;
}

/** The single byte range asked for; undefined = the whole file; 'unsatisfiable' = 416. */
function requestedRange(req: Request, validators: Validators, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!req.headers.range) return undefined;
  // If-Range: the range only applies to the version the client already holds part of.
  const ifRange = req.headers['if-range'];
  if (ifRange && ifRange !== validators.etag && ifRange !== validators.lastModified) return undefined;
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // Malformed, or several ranges (multipart/byteranges): send the whole file, as RFC 9110 allows.
  if (ranges === -2 || ranges === undefined || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return { start: ranges[0].start, end: ranges[0].end };
}

async function sendStoredFile(
  files: StoredFilesService,
  req: Request,
  res: Response,
  found?: UploadedFileEntity,
): Promise<void> {
  const key = STORED_PATH.exec(req.path)?.[1];
  const file = found ?? (key ? await files.findByKey(key) : null);
  const stat = file ? await files.storage.stat(file.stored_key) : null;
  if (!file || !stat) throw ApiError.notFound('文件不存在');
  if (redirectedToPublicUrl(files.storage, file.stored_key, res)) return;

  const validators = { etag: `"${file.sha256}"`, lastModified: new Date(file.created_at).toUTCString() };
  res.setHeader('ETag', validators.etag);
  res.setHeader('Last-Modified', validators.lastModified);
  // Express's conditional-GET check (the `fresh` package) against the validators just set.
  if (req.fresh) {
    setFileHeaders(res, file);
    res.status(304).end();
    return;
  }
  const range = requestedRange(req, validators, stat.size);
  if (range === 'unsatisfiable') {
    res.status(416).setHeader('Content-Range', `bytes */${stat.size}`).end();
    return;
  }
  // Opened before any header is set, so a failure still gets a clean error answer.
  const body = req.method === 'HEAD' ? null : await files.storage.openRead(file.stored_key, range);
  setFileHeaders(res, file);
  if (range) res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
  res.setHeader('Content-Length', String(range ? range.end - range.start + 1 : stat.size));
  if (!body) {
    res.end();
    return;
  }
  await sendBody(body, res);
}

/** `<name>-640w.webp` for `<name>.png`: what "save picture as" offers. */
function variantFileName(original: string, { width, format }: ImageVariantRequest): string {
  return `${original.replace(/\.[^.]*$/, '') || 'image'}-${width}w.${format}`;
}

/**
 * `GET /uploads/2026/11/<hex>.w640.webp`: the picture resized (see `ImageVariantsService`), only in the widths
 * of the contract. A picture that cannot be resized (animated, too large) is answered with the original.
 */
async function sendVariant(
  files: StoredFilesService,
  variants: ImageVariantsService,
  request: ImageVariantRequest,
  req: Request,
  res: Response,
): Promise<void> {
  const { width } = request;
  if (!isImageVariantWidth(width)) {
    throw ApiError.notFound(`不支持的图片宽度 ${width}，可用宽度：${IMAGE_VARIANT_WIDTHS.join('、')}`);
  }
  const source = await variants.sourceOf(request.stem);
  if (!source) throw ApiError.notFound('文件不存在');
  const variant = await variants.variant(source, width, request.format);
  if (!variant) return sendStoredFile(files, req, res, source);
  if (redirectedToPublicUrl(files.storage, variant.key, res)) return;

  res.setHeader('ETag', variant.etag);
  res.setHeader('Last-Modified', new Date(source.created_at).toUTCString());
  setCommonHeaders(res, IMAGE_VARIANT_MIMES[request.format], variantFileName(source.original_name, request));
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const body = req.method === 'HEAD' ? null : await variants.openRead(variant);
  res.setHeader('Content-Length', String(variant.size));
  if (!body) {
    res.end();
    return;
  }
  await sendBody(body, res);
}

/**
 * `GET /uploads/<key>`: a stored file with its detected type, `nosniff`, the original name in
 * Content-Disposition (attachment unless image/video/audio), Range support and long caching.
 * The path is only ever a lookup key in `uploaded_files`, never joined onto a folder, so no
 * traversal can reach anything that is not a recorded upload. Misses are 404 in the envelope.
 */
export function serveUploads(app: INestApplicationContext): RequestHandler {
  // Resolved on first use: the handler is mounted while the app is still being set up.
  let files: StoredFilesService | undefined;
  let variants: ImageVariantsService | undefined;
  const service = () => (files ??= app.get<StoredFilesService>(StoredFilesService));
  const variantService = () => (variants ??= app.get<ImageVariantsService>(ImageVariantsService));
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const variant = parseImageVariantKey(req.path.slice(1));
    const sent = variant
      ? sendVariant(service(), variantService(), variant, req, res)
      : sendStoredFile(service(), req, res);
    sent.catch(next);
  };
}
