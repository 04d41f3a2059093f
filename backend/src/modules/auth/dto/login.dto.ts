import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, Length } from 'class-validator';
import { PASSWORD_MAX } from '../../admins/admin-fields';

/** `adm/login`. A body refused here (422/400) is not a failed attempt: only a wrong password counts. */
export class LoginDto {
  @ApiProperty({ description: 'User name (any case)', example: 'admin', maxLength: 32 })
  @IsDefined({ message: '请填写用户名' })
  @IsString()
  @Length(1, 32, { message: '用户名须为 1–32 个字符' })
  username: string;

  @ApiProperty({ description: 'Password', example: 'Admin-pass-123', maxLength: PASSWORD_MAX, writeOnly: true })
  @IsDefined({ message: '请填写密码' })
  @IsString()
  @Length(1, PASSWORD_MAX, { message: `密码须为 1–${PASSWORD_MAX} 个字符` })
  password: string;

  @ApiPropertyOptional({
    description:
      'The device_token of an earlier successful sign-in: a sign-in carrying it is exempt from the lockout of one user name across all addresses',
    maxLength: 64,
  })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  device_token?: string;
}
