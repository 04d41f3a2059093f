import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImagesAdminController } from './images.admin.controller';
import { ImagesPublicController } from './images.public.controller';
import { ImagesService } from './images.service';
import { ImgEntity } from './img.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ImgEntity])],
  controllers: [ImagesPublicController, ImagesAdminController],
  providers: [ImagesService],
})
export class ImagesModule {}
