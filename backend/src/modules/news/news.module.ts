import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { NewsAdminController } from './news.admin.controller';
import { NewsEntity } from './news.entity';
import { NewsPublicController } from './news.public.controller';
import { NewsService } from './news.service';
import { NewsSearch } from './news-search';

@Module({
  imports: [TypeOrmModule.forFeature([NewsEntity]), UploadsModule],
  controllers: [NewsPublicController, NewsAdminController],
  providers: [NewsService, NewsSearch],
})
export class NewsModule {}
