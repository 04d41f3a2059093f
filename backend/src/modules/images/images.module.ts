import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { ImagesAdminController } from './images.admin.controller';
import { ImagesPublicController } from './images.public.controller';
import { ImagesService } from './images.service';
import { ImgEntity } from './img.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ImgEntity]), UploadsModule],
  controllers: [ImagesPublicController, ImagesAdminController],
  providers: [ImagesService],
})
export class ImagesModule {}
