import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HistoryAdminController } from './history.admin.controller';
import { HistoryEntity } from './history.entity';
import { HistoryPublicController } from './history.public.controller';
import { HistoryService } from './history.service';

@Module({
  imports: [TypeOrmModule.forFeature([HistoryEntity])],
  controllers: [HistoryPublicController, HistoryAdminController],
  providers: [HistoryService],
})
export class HistoryModule {}
