import { ApiProperty } from '@nestjs/swagger';
import type { LoginResult } from '@site/contract';
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
}
