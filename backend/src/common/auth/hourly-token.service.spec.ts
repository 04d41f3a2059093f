import { createHash } from 'node:crypto';
import { hourlyToken } from '@site/contract';
import type { AppConfig } from '../../config/app-config';
import { Clock } from '../clock';
import { HourlyTokenService } from './hourly-token.service';

class MovableClock extends Clock {
  constructor(public at: Date) {
    super();
  }
  now(): Date {
    return this.at;
  }
}

describe('HourlyTokenService', () => {
  const secret = 'spec-secret';
  const clock = new MovableClock(new Date('2026-11-21T14:59:59.000Z'));
  const service = new HourlyTokenService(clock, {
    apiTokenSecret: secret,
    apiTokenExtraSecrets: [],
  } as unknown as AppConfig);
  const at = (iso: string) => hourlyToken(secret, new Date(iso));

  it("accepts the contract's token of the previous, current and next hour, in any case and padded", () => {
    for (const iso of ['2026-11-21T13:00:00Z', '2026-11-21T14:30:00Z', '2026-11-21T15:10:00Z']) {
      expect(service.isValid(at(iso))).toBe(true);
    }
    expect(service.isValid(` ${at('2026-11-21T14:00:00Z').toUpperCase()} `)).toBe(true);
  });

  it('accepts the token of the UTC hour written out by hand, not of the local hour (run under TZ=Asia/Shanghai too)', () => {
    const fixed = new HourlyTokenService(new MovableClock(new Date('2026-11-21T14:59:59.000Z')), {
      apiTokenSecret: secret,
      apiTokenExtraSecrets: [],
    } as unknown as AppConfig);
    const token = (stamp: string) => createHash('sha256').update(`${secret}${stamp}`).digest('hex');
    expect(fixed.isValid(token('2026-11-21 14:00:00'))).toBe(true);
    // The same instant's hour in Shanghai (UTC+8).
    expect(fixed.isValid(token('2026-11-21 22:00:00'))).toBe(false);
  });

  it('refuses other hours, other secrets and anything else', () => {
    expect(service.isValid(at('2026-11-21T12:00:00Z'))).toBe(false);
    expect(service.isValid(at('2026-11-21T16:00:00Z'))).toBe(false);
    expect(service.isValid(hourlyToken('other', clock.now()))).toBe(false);
    expect(service.isValid('')).toBe(false);
  });

  it('moves its window when the hour changes', () => {
    expect(service.isValid(at('2026-11-21T13:00:00Z'))).toBe(true);
    clock.at = new Date('2026-11-21T15:00:00.000Z');
    expect(service.isValid(at('2026-11-21T13:00:00Z'))).toBe(false);
    expect(service.isValid(at('2026-11-21T16:00:00Z'))).toBe(true);
  });

  it('accepts the tokens of API_TOKEN_EXTRA_SECRETS too, while a secret is rotated', () => {
    const rotating = new HourlyTokenService(clock, {
      apiTokenSecret: 'new-secret',
      apiTokenExtraSecrets: ['old-secret'],
    } as unknown as AppConfig);
    expect(rotating.isValid(hourlyToken('new-secret', clock.now()))).toBe(true);
    expect(rotating.isValid(hourlyToken('old-secret', clock.now()))).toBe(true);
    expect(rotating.isValid(hourlyToken(secret, clock.now()))).toBe(false);
  });
});
