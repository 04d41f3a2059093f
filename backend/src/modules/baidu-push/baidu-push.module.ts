import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsEntity } from '../news/news.entity';
import { BaiduPushAdminController } from './baidu-push.admin.controller';
import { BaiduPushEntity } from './baidu-push.entity';
import { BaiduPushResults } from './baidu-push-results';
import { BaiduPushQueue } from './baidu-push-queue';
import { BaiduPushSchedule } from './baidu-push-schedule';
import { BaiduPushSender } from './baidu-push-sender';

/** Baidu's active push of new and changed news pages (BAIDU_PUSH_TOKEN), and its results for the back office. */
@Module({
  imports: [TypeOrmModule.forFeature([BaiduPushEntity, NewsEntity])],
  controllers: [BaiduPushAdminController],
  providers: [BaiduPushQueue, BaiduPushSender, BaiduPushSchedule, BaiduPushResults],
  exports: [BaiduPushSchedule],
})
export class BaiduPushModule {}
