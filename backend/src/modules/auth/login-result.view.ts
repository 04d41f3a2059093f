import { ApiProperty } from '@nestjs/swagger';
import type { LoginChallenge, LoginResult } from '@site/contract';
import { AdminView } from '../admins/admin.view';

/** `data` of `adm/login`. */
export class LoginResultView implements LoginResult {
  @ApiProperty({
    description: 'Access token: send it in the access_token header (or Authorization: Bearer) on admin calls',
    example: 'q3Xz0m3sV8bq2E8pJ5n1d6Yh7cT0aR4uW9kL2fG6sN8',
  })
  access_token: string;

  @ApiProperty({
    description: 'When the token expires (UTC)',
    format: 'date-time',
    example: '2026-11-28T08:00:00.000Z',
  })
  expires_at: string;

  @ApiProperty({ description: 'The admin signed in', type: AdminView })
  admin: AdminView;

  @ApiProperty({
    description:
      'Device token: the browser keeps it and sends it as device_token on later sign-ins (exempt from the cross-address lockout of the user name)',
    example: 'Zx8Q2m0kP1s9c3V7b5N4a6D8f0G2h4J6k8L0m2N4p6Q',
  })
  device_token: string;

  @ApiProperty({
    description:
      'The site requires two-factor sign-in and this account has not set it up: every call but the setup answers 403 TOTP_REQUIRED',
  })
  totp_setup_required: boolean;

  @ApiProperty({
    description:
      'The password was reset on the server (npm run admin -- reset-password): every call but modify_pwd, get_adm_info and logout answers 403 PASSWORD_CHANGE_REQUIRED until a new one is set',
  })
  password_change_required: boolean;
}

/** `data` of `adm/login` for an account with TOTP on: no access token until `adm/login_totp`. */
export class LoginChallengeView implements LoginChallenge {
  @ApiProperty({
    description: 'A second step is needed: call adm/login_totp with the challenge and a code',
    enum: [true],
  })
  totp_required: true;

  @ApiProperty({ description: 'Valid 5 minutes, once', example: 'b4Yq0Lr2c8Vx6Tn1Wm3Zp5Ks7Jd9Hf2Gh4Jk6Lm8Np0Q' })
  challenge: string;
}
