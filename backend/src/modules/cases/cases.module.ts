import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { CaseEntity } from './case.entity';
import { CasesAdminController } from './cases.admin.controller';
import { CasesPublicController } from './cases.public.controller';
import { CasesService } from './cases.service';

@Module({
  imports: [TypeOrmModule.forFeature([CaseEntity]), UploadsModule],
  controllers: [CasesPublicController, CasesAdminController],
  providers: [CasesService],
})
export class CasesModule {}
