import { Inject, Injectable } from '@nestjs/common';
import { acceptedHourlyTokens } from '@site/contract';
import { createHash, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../clock';

const HOUR_MS = 3_600_000;

/** The contract's hash, done by node:crypto. */
const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Checks the hourly token (header of public calls, body field of DPlayer's danmaku POST): hex(sha256(secret +
 * "YYYY-MM-DD HH:00:00")) of the previous, current or next UTC hour — the contract's `acceptedHourlyTokens`, computed
 * with node:crypto once per hour rather than three times per request. Tokens of API_TOKEN_EXTRA_SECRETS are accepted
 * too, so servers and pages on either side of a secret rotation keep understanding each other.
 */
@Injectable()
export class HourlyTokenService {
  /** The tokens of the UTC hour `hour` (hours since the epoch), computed when the hour changes. */
  private accepted: { hour: number; tokens: Buffer[] } | null = null;

  constructor(
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** True when `token` is the hourly token of the previous, current or next UTC hour, under any accepted secret. */
  isValid(token: string): boolean {
    const sent = Buffer.from(token.trim().toLowerCase());
    return this.tokensNow().some((candidate) => candidate.length === sent.length && timingSafeEqual(candidate, sent));
  }

  private tokensNow(): Buffer[] {
    const now = this.clock.now();
    const hour = Math.floor(now.getTime() / HOUR_MS);
    if (this.accepted?.hour !== hour) {
      const secrets = [this.config.apiTokenSecret, ...this.config.apiTokenExtraSecrets];
      const tokens = secrets.flatMap((secret) =>
        acceptedHourlyTokens(secret, now, nodeSha256).map((token) => Buffer.from(token)),
      );
      this.accepted = { hour, tokens };
    }
    return this.accepted.tokens;
  }
}
