import { ApiProperty } from '@nestjs/swagger';
import type { AuthPolicy, TotpRecoveryCodes, TotpSetup } from '@site/contract';

/** `data` of `adm/totp_setup`. */
export class TotpSetupView implements TotpSetup {
  @ApiProperty({ description: '密钥（Base32），可手动输入身份验证器 App', example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' })
  secret: string;

  @ApiProperty({ description: 'otpauth:// 地址', example: 'otpauth://totp/admin?secret=JBSWY3DPEHPK3PXP&issuer=...' })
  otpauth_url: string;

  @ApiProperty({ description: '二维码图片（PNG data URL）', example: 'data:image/png;base64,iVBORw0KGgo...' })
  qr: string;
}

/** `data` of `adm/totp_enable`. */
export class TotpRecoveryCodesView implements TotpRecoveryCodes {
  @ApiProperty({ description: '10 个一次性恢复码，只显示这一次', type: [String], example: ['abcde-fghjk'] })
  recovery_codes: string[];
}

/** `data` of `adm/get_auth_policy` and `adm/save_auth_policy`. */
export class AuthPolicyView implements AuthPolicy {
  @ApiProperty({ description: '是否要求所有管理员启用两步验证', example: false })
  totp_required: boolean;
}
