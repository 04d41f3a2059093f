import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, Length } from 'class-validator';
import { TotpCodeDto } from './totp-code.dto';

/** `adm/login_totp`: the second sign-in step. */
export class LoginTotpDto extends TotpCodeDto {
  @ApiProperty({ description: 'adm/login 返回的 challenge（5 分钟内有效，只能用一次）', maxLength: 64 })
  @IsDefined({ message: '缺少 challenge，请重新登录' })
  @IsString()
  @Length(1, 64)
  challenge: string;

  @ApiPropertyOptional({ description: '同 adm/login 的 device_token', maxLength: 64 })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  device_token?: string;
}
