import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditAdminController } from './audit.admin.controller';
import { AuditHousekeeping } from './audit-housekeeping';
import { AuditLogEntity } from './audit-log.entity';
import { AuditService } from './audit.service';

/** The audit log: every module records into it through AuditService.record (global). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditLogEntity])],
  controllers: [AuditAdminController],
  providers: [AuditService, AuditHousekeeping],
  exports: [AuditService],
})
export class AuditModule {}
