import { Inject, Injectable } from '@nestjs/common';
import { acceptedHourlyTokens } from '@site/contract';
import { timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../clock';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Checks the hourly token (header of public calls, body field of DPlayer's danmaku POST). */
@Injectable()
export class HourlyTokenService {
  constructor(
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** True when `token` is the hourly token of the previous, current or next UTC hour. */
  isValid(token: string): boolean {
    const sent = token.trim().toLowerCase();
    return acceptedHourlyTokens(this.config.apiTokenSecret, this.clock.now()).some((candidate) =>
      sameText(candidate, sent),
    );
  }
}
