import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { RateLimiterService } from '../rate-limit/rate-limiter.service';
import { AccessTokensService } from './access-tokens.service';
import { LoginChallengesService } from './two-factor/login-challenges.service';

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Keeps the rate-limit, access-token and sign-in challenge tables to what still decides an answer: expired attempts,
 * locks and tokens are deleted on a timer. Several processes purging at once is harmless.
 */
@Injectable()
export class AuthHousekeeping implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AuthHousekeeping.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly limiter: RateLimiterService,
    private readonly tokens: AccessTokensService,
    private readonly challenges: LoginChallengesService,
  ) {}

  onApplicationBootstrap(): void {
    // unref: a pending purge never keeps the process (or a test run) alive.
    this.timer = setInterval(() => void this.purgeQuietly(), PURGE_INTERVAL_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async purge(): Promise<void> {
    await this.limiter.purge();
    await this.tokens.purgeExpired();
    await this.challenges.purgeExpired();
  }

  private async purgeQuietly(): Promise<void> {
    await this.purge().catch((error: unknown) =>
      this.logger.warn(`清理过期的限流记录与登录令牌失败：${error instanceof Error ? error.message : String(error)}`),
    );
  }
}
