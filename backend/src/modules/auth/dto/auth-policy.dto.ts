import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';
import type { AuthPolicy } from '@site/contract';

/** `adm/save_auth_policy`. */
export class AuthPolicyDto implements AuthPolicy {
  @ApiProperty({ description: '是否要求所有管理员启用两步验证（未启用者登录后只能先完成设置）', example: false })
  @IsDefined({ message: '请填写 totp_required' })
  @IsBoolean()
  totp_required: boolean;
}
