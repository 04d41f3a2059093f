import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Length } from 'class-validator';
import { IsAdminPassword, PASSWORD_MAX, PASSWORD_MIN } from '../../admins/admin-fields';

/** `adm/modify_pwd` (form body). */
export class ModifyPasswordDto {
  @ApiProperty({
    description: 'Current password',
    example: 'Admin-pass-123',
    writeOnly: true,
    minLength: 1,
    maxLength: PASSWORD_MAX,
  })
  @IsDefined({ message: '请填写原密码' })
  @IsString()
  @Length(1, PASSWORD_MAX, { message: `原密码须为 1–${PASSWORD_MAX} 个字符` })
  old_password: string;

  @ApiProperty({
    description: 'New password, different from the current one',
    example: 'New-pass-2026',
    minLength: PASSWORD_MIN,
    maxLength: PASSWORD_MAX,
    writeOnly: true,
  })
  @IsDefined({ message: '请填写新密码' })
  @IsString()
  @IsAdminPassword('新密码')
  new_password: string;
}
