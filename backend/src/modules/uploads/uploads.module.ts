import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImageVariantsService } from './image-variants.service';
import { MultipartUploadsService } from './multipart-uploads.service';
import { PictureSizesPublicController } from './picture-sizes.public.controller';
import { PictureSizesService } from './picture-sizes.service';
import { PicturesService } from './pictures.service';
import { MediaLibraryAdminController } from './media-library.admin.controller';
import { MediaLibraryService } from './media-library.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { LocalDiskStorage } from './storage/local-disk.storage';
import { S3Storage } from './storage/s3.storage';
import { UploadStorage } from './storage/upload-storage';
import { StoredFilesService } from './stored-files.service';
import { TempFiles } from './temp-files';
import { UploadSessionEntity } from './upload-session.entity';
import { UploadSweeper } from './upload-sweeper';
import { UploadedFileEntity } from './uploaded-file.entity';
import { UploadsAdminController } from './uploads.admin.controller';

/** Single and multi-part uploads, their storage driver, and (via serve-uploads) GET /uploads/ with picture variants. */
@Module({
  imports: [TypeOrmModule.forFeature([UploadedFileEntity, UploadSessionEntity])],
  controllers: [UploadsAdminController, MediaLibraryAdminController, PictureSizesPublicController],
  providers: [
    // The storage driver STORAGE_DRIVER names: the local disk (default) or an S3-compatible bucket.
    {
      provide: UploadStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.storage.driver === 's3' ? new S3Storage(config) : new LocalDiskStorage(config),
    },
    TempFiles,
    StoredFilesService,
    PicturesService,
    MultipartUploadsService,
    UploadSweeper,
    MediaLibraryService,
    ImageVariantsService,
    PictureSizesService,
  ],
  exports: [StoredFilesService, UploadStorage],
})
export class UploadsModule {}
