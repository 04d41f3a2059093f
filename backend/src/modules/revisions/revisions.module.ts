import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChangeRecorder } from '../../common/crud/change-recorder';
import { ChangeLog } from './change-log';
import { CodeBlockRepair } from './code-block-repair';
import { RevisionEntity } from './revision.entity';
import { RevisionsAdminController } from './revisions.admin.controller';
import { RevisionsService } from './revisions.service';

/** Revisions of every content family, and the ChangeRecorder every write records through (global). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([RevisionEntity])],
  controllers: [RevisionsAdminController],
  providers: [RevisionsService, CodeBlockRepair, ChangeLog, { provide: ChangeRecorder, useExisting: ChangeLog }],
  exports: [RevisionsService, CodeBlockRepair, ChangeRecorder],
})
export class RevisionsModule {}
