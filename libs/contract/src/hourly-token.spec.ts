import { createHash } from 'node:crypto';
import { acceptedHourlyTokens, hourStamp, hourlyToken } from './hourly-token';
import { sha256Hex } from './sha256';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it.each(['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'x'.repeat(1000), '中文密钥2026-11-21 14:00:00'])(
    'matches node:crypto for %#',
    (text) => {
      expect(sha256Hex(text)).toBe(nodeSha256(text));
    },
  );
});

describe('hourlyToken', () => {
  it('hashes the secret followed by the UTC hour with zero minutes and seconds', () => {
    const at = new Date('2026-11-21T14:37:05.123Z');
    expect(hourStamp(at)).toBe('2026-11-21 14:00:00');
    expect(hourlyToken('s3cret', at)).toBe(nodeSha256('s3cret2026-11-21 14:00:00'));
  });

  it('takes the hash from the caller (node:crypto on a server), same token', () => {
    const at = new Date('2026-11-21T14:37:05.123Z');
    const hashed: string[] = [];
    const spy = (text: string) => (hashed.push(text), nodeSha256(text));
    expect(hourlyToken('s3cret', at, spy)).toBe(hourlyToken('s3cret', at));
    expect(hashed).toEqual(['s3cret2026-11-21 14:00:00']);
  });

  it('uses UTC, not the local time zone, and rolls over at midnight', () => {
    expect(hourStamp(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31 23:00:00');
    expect(hourStamp(new Date('2027-01-01T00:00:00.000Z'))).toBe('2027-01-01 00:00:00');
  });

  it('accepts the previous, current and next hour only', () => {
    const now = new Date('2026-11-21T00:10:00Z');
    const accepted = acceptedHourlyTokens('k', now);
    expect(accepted).toEqual([
      nodeSha256('k2026-11-20 23:00:00'),
      nodeSha256('k2026-11-21 00:00:00'),
      nodeSha256('k2026-11-21 01:00:00'),
    ]);
    expect(accepted).not.toContain(nodeSha256('k2026-11-21 02:00:00'));
  });
});
