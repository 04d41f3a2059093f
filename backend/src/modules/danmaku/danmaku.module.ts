import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DanmakuAdminController } from './danmaku.admin.controller';
import { DanmakuEntity } from './danmaku.entity';
import { DanmakuPublicController } from './danmaku.public.controller';
import { DanmakuService } from './danmaku.service';

/** DPlayer's danmaku protocol (GET/POST /api/danmaku/v3/) and its moderation calls. */
@Module({
  imports: [TypeOrmModule.forFeature([DanmakuEntity])],
  controllers: [DanmakuPublicController, DanmakuAdminController],
  providers: [DanmakuService],
})
export class DanmakuModule {}
