import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SeoAdminController } from './seo.admin.controller';
import { SeoEntity } from './seo.entity';
import { SeoPublicController } from './seo.public.controller';
import { SeoService } from './seo.service';

/** SEO entries per page: read by the public site's server renderer, managed in the admin. */
@Module({
  imports: [TypeOrmModule.forFeature([SeoEntity])],
  controllers: [SeoPublicController, SeoAdminController],
  providers: [SeoService],
})
export class SeoModule {}
