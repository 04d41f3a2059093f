import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessTokenVerifier } from '../../common/auth/authenticated-admin';
import { AdminEntity } from '../admins/admin.entity';
import { AccessTokenEntity } from './access-token.entity';
import { AccessTokensService } from './access-tokens.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AccessTokenEntity, AdminEntity])],
  providers: [AccessTokensService, { provide: AccessTokenVerifier, useExisting: AccessTokensService }],
  exports: [AccessTokensService, AccessTokenVerifier],
})
export class AuthModule {}
