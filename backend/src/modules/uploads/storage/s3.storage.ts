import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  type CompletedPart,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { S3Settings } from '../../../config/storage-config';
import { ByteRange, StoredObject, UploadStorage, assertSafeKey } from './upload-storage';

const MIB = 1024 * 1024;
/** S3 refuses multipart parts below 5 MiB (all but the last); s3rver does not, so the driver's tests check it. */
export const S3_MIN_PART_BYTES = 5 * MIB;
/** Files up to this size go up in one PutObject, larger ones as a multipart upload of parts this size. */
export const S3_PART_BYTES = 16 * MIB;
/** Keys per DeleteObjects call: S3's limit. */
const DELETE_BATCH = 1000;
/** No call to the bucket waits longer than this for a connection or for the answer to start. */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 60_000;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Aliyun OSS, Tencent COS, …). Keys are the same as on
 * the local disk. Every write is one PutObject or one CompleteMultipartUpload, each atomic for readers.
 * Only calls every such server has are used: no ListParts, no AbortMultipartUpload the design relies on
 * (an abort is only tried, so a server without it keeps an incomplete upload its lifecycle rules remove).
 */
@Injectable()
export class S3Storage extends UploadStorage implements OnModuleDestroy {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicUrl: string | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    if (config.storage.driver !== 's3') throw new Error('S3Storage needs STORAGE_DRIVER=s3');
    this.client = S3Storage.clientFor(config.storage);
    this.bucket = config.storage.bucket;
    this.publicUrl = config.storage.publicUrl;
  }

  static clientFor(settings: S3Settings): S3Client {
    return new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
      maxAttempts: 3,
      // The SDK's default CRC trailers (aws-chunked bodies) are not understood by every S3-compatible
      // server (s3rver, older MinIO, some cloud services); checksums only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }

  async putFile(key: string, localPath: string, contentType?: string): Promise<void> {
    assertSafeKey(key);
    const { size } = await stat(localPath);
    const object = { Bucket: this.bucket, Key: key, ContentType: contentType };
    if (size <= S3_PART_BYTES) {
      await this.client.send(
        new PutObjectCommand({ ...object, Body: createReadStream(localPath), ContentLength: size }),
      );
    } else {
      await this.putMultipart(object, localPath, size);
    }
    await rm(localPath, { force: true });
  }

  /** One multipart upload of S3_PART_BYTES parts (the last one shorter), read from the file one part at a time. */
  private async putMultipart(
    object: { Bucket: string; Key: string; ContentType?: string },
    localPath: string,
    size: number,
  ): Promise<void> {
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand(object));
    const parts: CompletedPart[] = [];
    try {
      for (let start = 0, n = 1; start < size; start += S3_PART_BYTES, n += 1) {
        const end = Math.min(start + S3_PART_BYTES, size) - 1;
        const { ETag } = await this.client.send(
          new UploadPartCommand({
            Bucket: object.Bucket,
            Key: object.Key,
            UploadId,
            PartNumber: n,
            Body: createReadStream(localPath, { start, end }),
            ContentLength: end - start + 1,
          }),
        );
        parts.push({ PartNumber: n, ETag });
      }
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: object.Bucket,
          Key: object.Key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: object.Bucket, Key: object.Key, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async openRead(key: string, range?: ByteRange): Promise<Readable> {
    assertSafeKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return object.Body as Readable;
    } catch (error) {
      // The local driver's rejection for a missing object, so callers need not know the driver.
      if (isNotFound(error)) throw Object.assign(new Error(`no object ${key}`), { code: 'ENOENT' });
      throw error;
    }
  }

  async list(folder: string): Promise<StoredObject[]> {
    assertSafeKey(folder);
    const objects: StoredObject[] = [];
    for await (const object of this.listPrefix(`${folder}/`, '/')) objects.push(object);
    return objects;
  }

  listAll(prefix = ''): AsyncIterable<StoredObject> {
    return this.listPrefix(prefix);
  }

  private async *listPrefix(prefix: string, delimiter?: string): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          Delimiter: delimiter,
          ContinuationToken: token,
        }),
      );
      for (const { Key, Size } of page.Contents ?? []) {
        if (Key) yield { key: Key, size: Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deleteFolder(folder: string): Promise<void> {
    assertSafeKey(folder);
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      batch = [];
    };
    for await (const { key } of this.listPrefix(`${folder}/`)) {
      batch.push(key);
      if (batch.length === DELETE_BATCH) await flush();
    }
    await flush();
  }

  publicUrlOf(key: string): string | null {
    return this.publicUrl && `${this.publicUrl}/${key}`;
  }
}
