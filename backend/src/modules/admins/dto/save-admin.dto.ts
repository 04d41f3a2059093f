import { ApiPropertyOptional } from '@nestjs/swagger';
import type { AdminRole, Status } from '@site/contract';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, MaxLength } from 'class-validator';
import { Omittable, RequiredOnCreate, SaveDto } from '../../../common/crud';
import { Trim } from '../../../common/validation/field-rules';
import { ADMIN_ROLES, IsAdminPassword, IsAdminUsername, PASSWORD_MAX, PASSWORD_MIN } from '../admin-fields';

/**
 * `adm/save_admin` (form body). Only these fields are client-writable: the ValidationPipe strips
 * everything else (`password_hash`, `last_login_at`, `created_at`...), and `id` only picks the row.
 */
export class SaveAdminDto extends SaveDto {
  @ApiPropertyOptional({
    description: 'User name: 3–32 letters, digits or underscores, unique ignoring case; required on create',
    example: 'editor_li',
    pattern: '^[A-Za-z0-9_]{3,32}$',
  })
  @RequiredOnCreate('请填写用户名')
  @IsAdminUsername()
  username?: string;

  @ApiPropertyOptional({
    description:
      'Password (write-only, never answered): required on create; on change, left out or empty keeps it; a new one signs that admin out everywhere',
    example: 'Editor-pass-2026',
    minLength: PASSWORD_MIN,
    maxLength: PASSWORD_MAX,
    writeOnly: true,
  })
  // The back office's edit form sends an empty password field when the password stays as it is.
  @Transform(({ value }) => (value === '' ? undefined : value))
  @RequiredOnCreate('请填写密码')
  @IsAdminPassword()
  password?: string;

  @ApiPropertyOptional({ description: 'Nickname (at most 64 characters)', example: '李编辑', maxLength: 64 })
  @Omittable()
  @Trim()
  @IsString()
  @MaxLength(64, { message: '昵称最多 64 个字符' })
  nickname?: string;

  @ApiPropertyOptional({ description: 'Role; editor by default on create', enum: ADMIN_ROLES, example: 'editor' })
  @Omittable()
  @IsIn(ADMIN_ROLES, { message: '角色只能是 super 或 editor' })
  role?: AdminRole;

  @ApiPropertyOptional({ description: '1 enabled, 0 disabled; 1 by default on create', enum: [0, 1], example: 1 })
  @Omittable()
  @IsInt({ message: '状态必须是整数' })
  @IsIn([0, 1], { message: '状态只能是 0 或 1' })
  status?: Status;
}
