import { StoredAddresses } from './stored-addresses';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImageVariantsService } from './image-variants.service';
import { MultipartUploadsService } from './multipart-uploads.service';
import { PictureSizesPublicController } from './picture-sizes.public.controller';
import { PictureSizesService } from './picture-sizes.service';
import { PicturesService } from './pictures.service';
import { MediaLibraryAdminController } from './media-library.admin.controller';
import { MediaLibraryService } from './media-library.service';
import { APP_CONFIG } from '../../config/app-config';
import { MediaUsageService } from './media-usage.service';
import { storageFor } from './storage/storage-for';
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
  controllers: [PictureSizesPublicController, UploadsAdminController, MediaLibraryAdminController],
  providers: [
    StoredAddresses,
    { provide: UploadStorage, inject: [APP_CONFIG], useFactory: storageFor },
    TempFiles,
    StoredFilesService,
    PicturesService,
    MultipartUploadsService,
    UploadSweeper,
    MediaLibraryService,
    MediaUsageService,
    ImageVariantsService,
    PictureSizesService,
  ],
  exports: [StoredFilesService, UploadStorage, TempFiles, StoredAddresses],
})
export class UploadsModule {}
