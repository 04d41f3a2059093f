import { ApiProperty } from '@nestjs/swagger';
import type { LoginChallenge, LoginResult } from '@site/contract';
import { AdminView } from '../admins/admin.view';

/** `data` of `adm/login`. */
export class LoginResultView implements LoginResult {
  @ApiProperty({
    description: '访问令牌：之后的管理接口放在 access_token 头（或 Authorization: Bearer）中',
    example: 'q3Xz0m3sV8bq2E8pJ5n1d6Yh7cT0aR4uW9kL2fG6sN8',
  })
  access_token: string;

  @ApiProperty({ description: '令牌过期时间（UTC）', format: 'date-time', example: '2026-11-28T08:00:00.000Z' })
  expires_at: string;

  @ApiProperty({ description: '登录的管理员', type: AdminView })
  admin: AdminView;

  @ApiProperty({
    description: '设备令牌：浏览器保存，之后登录时放在 device_token 中（免受同一用户名跨地址的锁定）',
    example: 'Zx8Q2m0kP1s9c3V7b5N4a6D8f0G2h4J6k8L0m2N4p6Q',
  })
  device_token: string;

  @ApiProperty({ description: '本站要求两步验证而此账号尚未启用：除设置两步验证外的调用都答 403 TOTP_REQUIRED' })
  totp_setup_required: boolean;
}

/** `data` of `adm/login` for an account with TOTP on: no access token until `adm/login_totp`. */
export class LoginChallengeView implements LoginChallenge {
  @ApiProperty({ description: '需要第二步：用 challenge 和验证码调用 adm/login_totp', enum: [true] })
  totp_required: true;

  @ApiProperty({ description: '5 分钟内有效、只能用一次', example: 'b4Yq0Lr2c8Vx6Tn1Wm3Zp5Ks7Jd9Hf2Gh4Jk6Lm8Np0Q' })
  challenge: string;
}
