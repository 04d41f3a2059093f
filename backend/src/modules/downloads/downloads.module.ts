import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DownloadCateEntity } from './download-cate.entity';
import { DownloadCatesService } from './download-cates.service';
import { DownloadEntity } from './download.entity';
import { DownloadsAdminController } from './downloads.admin.controller';
import { DownloadsPublicController } from './downloads.public.controller';
import { DownloadsService } from './downloads.service';

/** Downloads with their categories: the public download page and its admin. */
@Module({
  imports: [TypeOrmModule.forFeature([DownloadEntity, DownloadCateEntity])],
  controllers: [DownloadsPublicController, DownloadsAdminController],
  providers: [DownloadsService, DownloadCatesService],
})
export class DownloadsModule {}
