import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';
import type { AuthPolicy } from '@site/contract';

/** `adm/save_auth_policy`. */
export class AuthPolicyDto implements AuthPolicy {
  @ApiProperty({
    description:
      'Whether every admin must use two-factor sign-in (those without it can only set it up after signing in)',
    example: false,
  })
  @IsDefined({ message: '请填写 totp_required' })
  @IsBoolean()
  totp_required: boolean;
}
