import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessTokenVerifier } from '../../common/auth/authenticated-admin';
import { AdminEntity } from '../admins/admin.entity';
import { AccessTokenEntity } from './access-token.entity';
import { AccessTokensService } from './access-tokens.service';
import { AuthHousekeeping } from './auth-housekeeping';
import { AuthAdminController } from './auth.admin.controller';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AccessTokenEntity, AdminEntity])],
  controllers: [AuthAdminController],
  providers: [
    AccessTokensService,
    AuthService,
    AuthHousekeeping,
    LoginThrottle,
    { provide: AccessTokenVerifier, useExisting: AccessTokensService },
  ],
  exports: [AccessTokensService, AccessTokenVerifier],
})
export class AuthModule {}
