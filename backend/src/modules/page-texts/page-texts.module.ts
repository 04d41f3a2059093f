import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PageTextEntity } from './page-text.entity';
import { PageTextsAdminController } from './page-texts.admin.controller';
import { PageTextsPublicController } from './page-texts.public.controller';
import { PageTextsService } from './page-texts.service';

@Module({
  imports: [TypeOrmModule.forFeature([PageTextEntity])],
  controllers: [PageTextsPublicController, PageTextsAdminController],
  providers: [PageTextsService],
})
export class PageTextsModule {}
