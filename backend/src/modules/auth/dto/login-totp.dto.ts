import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, Length } from 'class-validator';
import { TotpCodeDto } from './totp-code.dto';

/** `adm/login_totp`: the second sign-in step. */
export class LoginTotpDto extends TotpCodeDto {
  @ApiProperty({ description: 'The challenge answered by adm/login (valid 5 minutes, once)', maxLength: 64 })
  @IsDefined({ message: '缺少 challenge，请重新登录' })
  @IsString()
  @Length(1, 64)
  challenge: string;

  @ApiPropertyOptional({ description: "As adm/login's device_token", maxLength: 64 })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  device_token?: string;
}
