import { ApiProperty } from '@nestjs/swagger';
import type { AuthPolicy, TotpRecoveryCodes, TotpSetup } from '@site/contract';

/** `data` of `adm/totp_setup`. */
export class TotpSetupView implements TotpSetup {
  @ApiProperty({
    description: 'Secret (Base32), to type into an authenticator app',
    example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  })
  secret: string;

  @ApiProperty({ description: 'otpauth:// URL', example: 'otpauth://totp/admin?secret=JBSWY3DPEHPK3PXP&issuer=...' })
  otpauth_url: string;

  @ApiProperty({ description: 'QR code (PNG data URL)', example: 'data:image/png;base64,iVBORw0KGgo...' })
  qr: string;
}

/** `data` of `adm/totp_enable`. */
export class TotpRecoveryCodesView implements TotpRecoveryCodes {
  @ApiProperty({
    description: '10 one-time recovery codes, shown only this once',
    type: [String],
    example: ['abcde-fghjk'],
  })
  recovery_codes: string[];
}

/** `data` of `adm/get_auth_policy` and `adm/save_auth_policy`. */
export class AuthPolicyView implements AuthPolicy {
  @ApiProperty({ description: 'Whether every admin must use two-factor sign-in', example: false })
  totp_required: boolean;
}
