import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_MIMES,
  IMAGE_VARIANT_SOURCE_EXTS,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantFormat,
  type ImageVariantWidth,
} from '@site/contract';
import { writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { In, Repository } from 'typeorm';
import { loadSharp } from './load-sharp';
import { UploadStorage } from './storage/upload-storage';
import { TempFiles } from './temp-files';
import { UploadedFileEntity } from './uploaded-file.entity';

/** Pictures variants are made from; GIF keeps its animation (no variants), other files are not pictures. */
export const VARIANT_SOURCE_MIMES = ['image/png', 'image/jpeg', 'image/webp'];
/**
 * Larger sources are served as they are. `upload_pic` stops at UPLOAD_PIC_LIMIT (10 MB by default), but a
 * multi-part upload can be a 2 GB "PNG": it is never read into memory to be resized.
 */
const MAX_SOURCE_BYTES = 32 * 1024 * 1024;
/** Decoded size cap (a 40-megapixel photo is 8000×5000): a small file that inflates to gigabytes is refused. */
const MAX_SOURCE_PIXELS = 40_000_000;
/** Encodings at once in this process: each uses one libvips thread, so pages keep a core on a small machine. */
const MAX_PARALLEL = 2;
/**
 * Part of every variant's storage key and ETag: raising it when the encoder settings change makes every
 * variant be made again instead of serving (and 304-confirming) the old bytes.
 */
const ENCODING_VERSION = 1;

export interface StoredVariant {
  /** Storage key of the encoded variant. */
  key: string;
  size: number;
  /** Strong validator: the source's content hash, the encoding version, the width and the format. */
  etag: string;
}

/** Where the variants of the picture stored under `storedKey` live: one folder, removed with the picture. */
export const variantsFolderOf = (storedKey: string) => `variants/${storedKey.replace(/\.[a-z0-9]+$/, '')}`;

/**
 * The widths a picture `intrinsicWidth` wide is offered in by `imageSrcSet`: every narrower width and the first
 * that reaches it (wider ones would be the same bytes again: variants are never enlarged). Unknown width: all.
 */
export function offeredWidths(intrinsicWidth: number | null): ImageVariantWidth[] {
  if (!intrinsicWidth) return [...IMAGE_VARIANT_WIDTHS];
  const reaching = IMAGE_VARIANT_WIDTHS.findIndex((width) => width >= intrinsicWidth);
  return IMAGE_VARIANT_WIDTHS.slice(0, reaching === -1 ? undefined : reaching + 1);
}

/**
 * Resized copies of uploaded pictures (see `@site/contract` image-variants), kept in the upload storage under
 * `variants/<picture stem>/` (so a CDN in front of the bucket serves them too) and served from there. They are
 * made right after a picture is stored (`makeAfterUpload`: the upload answer does not wait for them, see
 * docs/decisions/062) and, for pictures stored before that or whose variant could not be made then, on first
 * request. The storage key carries the source's SHA-256, so a picture whose bytes change gets new variants (the
 * old ones are never served for it again). Requests for the same variant at once share one encoding.
 */
@Injectable()
export class ImageVariantsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('ImageVariants');
  private readonly inFlight = new Map<string, Promise<StoredVariant | null>>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /**
   * Variants being made after uploads, by the picture's stored key: a stopping server finishes the encodings
   * running and starts no new ones; removing a picture waits for its own.
   */
  private readonly afterUploads = new Map<string, Promise<void>>();
  /** Pictures being removed: their queued encodings are skipped. */
  private readonly removing = new Set<string>();
  private stopping = false;

  constructor(
    @InjectRepository(UploadedFileEntity) private readonly files: Repository<UploadedFileEntity>,
    private readonly storage: UploadStorage,
    private readonly temp: TempFiles,
  ) {}

  /**
   * Starts making the offered variants of a just-stored picture and answers at once. A failure is logged, never
   * thrown: the picture is stored whatever happens here, and a missing variant is made on request later.
   */
  makeAfterUpload(source: UploadedFileEntity): void {
    const made = this.makeOffered(source).catch((error: Error) =>
      this.logger.warn(`${source.stored_key}: variants not made after upload (${error.message})`),
    );
    this.afterUploads.set(source.stored_key, made);
    void made.finally(() => this.afterUploads.delete(source.stored_key));
  }

  /** Makes every offered variant of `source` that is not stored yet (after an upload, after a restore). */
  async makeOffered(source: UploadedFileEntity): Promise<void> {
    // Width 0: stored as a picture sharp cannot read, so it has no sizes.
    if (!VARIANT_SOURCE_MIMES.includes(source.mime) || source.width === 0) return;
    const variants = offeredWidths(source.width).flatMap((width) =>
      IMAGE_VARIANT_FORMATS.map((format) => this.variant(source, width, format)),
    );
    // Every encoding ends before this does, failed or not: a removal waiting on it (removeVariantsOf) must not
    // delete the folder while another size is still being written into it.
    const failed = (await Promise.allSettled(variants)).find(
      (result): result is PromiseRejectedResult => result.status === 'rejected',
    );
    if (failed) throw failed.reason;
  }

  /** Resolves when the variants started after uploads so far are made (or given up). */
  async settled(): Promise<void> {
    while (this.afterUploads.size > 0) await Promise.all(this.afterUploads.values());
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.settled();
  }

  /** Removes every variant of the picture stored under `storedKey` (the picture is being deleted). */
  async removeVariantsOf(storedKey: string): Promise<void> {
    this.removing.add(storedKey);
    try {
      // An encoding still running would store its variant after the folder is gone.
      await this.afterUploads.get(storedKey);
      await this.storage.deleteFolder(variantsFolderOf(storedKey));
    } finally {
      this.removing.delete(storedKey);
    }
  }

  /** The stored picture `2026/11/<hex>` names (its png, jpg or webp), or null. */
  async sourceOf(stem: string): Promise<UploadedFileEntity | null> {
    const row = await this.files.findOneBy({
      stored_key: In(IMAGE_VARIANT_SOURCE_EXTS.map((ext) => `${stem}.${ext}`)),
    });
    return row && VARIANT_SOURCE_MIMES.includes(row.mime) ? row : null;
  }

  /**
   * The variant of `source`, made now when it does not exist yet; null when this picture is served as it is
   * (animated, too large, or not decodable).
   */
  async variant(
    source: UploadedFileEntity,
    width: ImageVariantWidth,
    format: ImageVariantFormat,
  ): Promise<StoredVariant | null> {
    const tag = `${source.sha256.slice(0, 16)}-v${ENCODING_VERSION}-w${width}`;
    const key = `${variantsFolderOf(source.stored_key)}/${tag}.${format}`;
    const etag = `"${tag}-${format}"`;
    const existing = await this.storage.stat(key);
    if (existing) return { key, size: existing.size, etag };

    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.limited(() => this.make(source, key, width, format)).then((size) =>
        size === null ? null : { key, size, etag },
      );
      this.inFlight.set(key, pending);
      void pending.finally(() => this.inFlight.delete(key)).catch(() => undefined);
    }
    return pending;
  }

  openRead(variant: StoredVariant): Promise<Readable> {
    return this.storage.openRead(variant.key);
  }

  /** Encodes the variant into storage; answers its size, or null when the source is served as it is. */
  private async make(
    source: UploadedFileEntity,
    key: string,
    width: number,
    format: ImageVariantFormat,
  ): Promise<number | null> {
    // Another process may have finished it while this request waited.
    const done = await this.storage.stat(key);
    if (done) return done.size;
    // A stopping server starts no new encoding (queued after uploads, or asked for while it drains): the original is
    // served, and the size is made on a later request to a running server.
    if (source.size > MAX_SOURCE_BYTES || this.stopping || this.removing.has(source.stored_key)) return null;
    const input = await this.readAll(source.stored_key);
    const sharp = await loadSharp();
    let output: Buffer;
    try {
      const metadata = await sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata();
      // Only the first frame would survive a resize: animated pictures keep their animation instead.
      if ((metadata.pages ?? 1) > 1) return null;
      const image = sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS, autoOrient: true }).resize({
        width,
        withoutEnlargement: true,
      });
      output = await (
        format === 'avif' ? image.avif({ quality: 50, effort: 2 }) : image.webp({ quality: 78 })
      ).toBuffer();
    } catch (error) {
      // Undecodable or over the pixel cap: the original is what the visitor gets.
      this.logger.warn(`${source.stored_key}: no ${format} variant (${(error as Error).message})`);
      return null;
    }
    // Written to scratch, then moved into place: a reader never sees half a file.
    const scratch = this.temp.newPath();
    try {
      await writeFile(scratch, output);
      await this.storage.putFile(key, scratch, IMAGE_VARIANT_MIMES[format]);
    } catch (error) {
      // A full disk, say: the visitor gets the original now, and the variant is tried again on a later request.
      this.logger.warn(`${source.stored_key}: ${format} variant not stored (${(error as Error).message})`);
      return null;
    } finally {
      await this.temp.remove(scratch);
    }
    return output.length;
  }

  private async readAll(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.storage.openRead(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Runs `task` when fewer than MAX_PARALLEL encodings are running. */
  private async limited<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < MAX_PARALLEL) this.running += 1;
    // A finishing task hands its slot straight to the next waiter, so no newcomer can slip in between.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
