import { Injectable } from '@nestjs/common';
import type { RequestActor } from '../../common/auth/request-actor';
import { ApiError } from '../../common/envelope/api-error';
import { PICTURE_MIMES, detectType } from './detect-type';
import { cleanFileName } from './file-name';
import { StoredFilesService, urlOf } from './stored-files.service';
import type { ReceivedFile } from './temp-file.engine';

/** `adm/upload_pic`: one image, accepted on its bytes alone. */
@Injectable()
export class PicturesService {
  constructor(private readonly stored: StoredFilesService) {}

  /** Stores the received picture and answers its URL. */
  async upload(file: ReceivedFile | undefined, adminId: number, by: RequestActor): Promise<string> {
    if (!file) throw ApiError.validation([{ field: 'file', message: '请选择要上传的图片' }]);
    const type = detectType(file.head);
    if (!type || !PICTURE_MIMES.has(type.mime)) {
      throw ApiError.unsupportedType('只支持 png、jpeg、gif、webp 格式的图片');
    }
    const row = await this.stored.store({
      localPath: file.path,
      originalName: cleanFileName(file.originalname),
      type,
      size: file.size,
      sha256: file.sha256,
      adminId,
      by,
    });
    return urlOf(row.stored_key);
  }
}
