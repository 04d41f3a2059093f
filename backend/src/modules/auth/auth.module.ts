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
import { SessionsAdminController } from './sessions/sessions.admin.controller';
import { AuthPolicyEntity } from './two-factor/auth-policy.entity';
import { AuthPolicyService } from './two-factor/auth-policy.service';
import { LoginChallengeEntity } from './two-factor/login-challenge.entity';
import { LoginChallengesService } from './two-factor/login-challenges.service';
import { LoginDeviceEntity } from './two-factor/login-device.entity';
import { LoginDevicesService } from './two-factor/login-devices.service';
import { RecoveryCodeEntity } from './two-factor/recovery-code.entity';
import { TwoFactorAdminController } from './two-factor/two-factor.admin.controller';
import { TwoFactorService } from './two-factor/two-factor.service';

@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([
      AccessTokenEntity,
      AdminEntity,
      AuthPolicyEntity,
      LoginChallengeEntity,
      LoginDeviceEntity,
      RecoveryCodeEntity,
    ]),
  ],
  controllers: [AuthAdminController, TwoFactorAdminController, SessionsAdminController],
  providers: [
    AccessTokensService,
    AuthService,
    AuthHousekeeping,
    AuthPolicyService,
    LoginChallengesService,
    LoginDevicesService,
    LoginThrottle,
    TwoFactorService,
    { provide: AccessTokenVerifier, useExisting: AccessTokensService },
  ],
  exports: [AccessTokensService, AccessTokenVerifier, TwoFactorService],
})
export class AuthModule {}
