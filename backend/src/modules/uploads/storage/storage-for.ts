import type { AppConfig } from '../../../config/app-config';
import { LocalDiskStorage } from './local-disk.storage';
import type { UploadStorage } from './upload-storage';

/**
 * The storage driver STORAGE_DRIVER names: the local disk (default) or an S3-compatible bucket. The AWS SDK is
 * loaded only for the bucket: an installation on the local disk never holds it (docs/benchmarks.md).
 */
export const storageFor = async (config: AppConfig): Promise<UploadStorage> =>
  config.storage.driver === 's3'
    ? new (await import('./s3.storage.js')).S3Storage(config)
    : new LocalDiskStorage(config);
