import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Length } from 'class-validator';

/** `{ code }`: a 6-digit TOTP code or, where accepted, a recovery code (xxxxx-xxxxx). */
export class TotpCodeDto {
  @ApiProperty({
    description: 'The 6-digit code of the authenticator app, or a recovery code',
    example: '123456',
    maxLength: 32,
  })
  @IsDefined({ message: '请填写验证码' })
  @IsString()
  @Length(6, 32, { message: '验证码须为 6–32 个字符' })
  code: string;
}
