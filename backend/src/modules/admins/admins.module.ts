import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminEntity } from './admin.entity';
import { AdminsAdminController } from './admins.admin.controller';
import { AdminsService } from './admins.service';

/** Admin accounts. Sign-in, sessions and passwords of the signed-in admin live in the auth module. */
@Module({
  imports: [TypeOrmModule.forFeature([AdminEntity])],
  controllers: [AdminsAdminController],
  providers: [AdminsService],
})
export class AdminsModule {}
