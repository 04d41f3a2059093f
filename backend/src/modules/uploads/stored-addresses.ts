import { Injectable } from '@nestjs/common';
import { ApiError } from '../../common/envelope/api-error';
import { storedKeyOf } from './media-usage.service';
import { UPLOADS_URL_PATH } from './stored-files.service';
import { UploadStorage } from './storage/upload-storage';

/**
 * Addresses under /uploads/ that a save names, checked against the storage: a video entry saved with a file that is
 * not there would show a player that cannot play. An outside address cannot be checked here (the back office says so
 * beside the field).
 */
@Injectable()
export class StoredAddresses {
  constructor(private readonly storage: UploadStorage) {}

  /** A 422 naming `field` when `url` is an /uploads/ address of no stored file. */
  async assertStored(url: string | undefined, field: string, label: string): Promise<void> {
    if (!url?.startsWith(`${UPLOADS_URL_PATH}/`)) return;
    if (await this.storage.stat(storedKeyOf(url))) return;
    throw ApiError.validation([{ field, message: `${label}文件不存在，请重新上传或选择媒体库中的文件` }]);
  }
}
