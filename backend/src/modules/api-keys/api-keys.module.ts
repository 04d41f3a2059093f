import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyVerifier } from '../../common/auth/authenticated-admin';
import { AdminEntity } from '../admins/admin.entity';
import { ApiKeyEntity } from './api-key.entity';
import { ApiKeysAdminController } from './api-keys.admin.controller';
import { ApiKeysService } from './api-keys.service';

/** API keys for scripts; global, because the call-access guard checks every call made with one. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ApiKeyEntity, AdminEntity])],
  controllers: [ApiKeysAdminController],
  providers: [ApiKeysService, { provide: ApiKeyVerifier, useExisting: ApiKeysService }],
  exports: [ApiKeyVerifier],
})
export class ApiKeysModule {}
