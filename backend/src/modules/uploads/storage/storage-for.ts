import type { AppConfig } from '../../../config/app-config';
import { LocalDiskStorage } from './local-disk.storage';
import { S3Storage } from './s3.storage';
import type { UploadStorage } from './upload-storage';

/** The storage driver STORAGE_DRIVER names: the local disk (default) or an S3-compatible bucket. */
export const storageFor = (config: AppConfig): UploadStorage =>
  config.storage.driver === 's3' ? new S3Storage(config) : new LocalDiskStorage(config);
