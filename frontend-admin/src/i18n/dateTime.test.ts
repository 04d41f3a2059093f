import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dateTime';

// 2026-03-04 05:06:07 UTC: every field differs, so the order of day, month and year shows.
const MOMENT = '2026-03-04T05:06:07.000Z';

describe('formatDateTime', () => {
  it('follows the interface language: order, separators and clock', () => {
    const zh = formatDateTime(MOMENT, 'zh-CN');
    const sv = formatDateTime(MOMENT, 'sv');
    const pl = formatDateTime(MOMENT, 'pl');
    const en = formatDateTime(MOMENT, 'en');
    expect(zh).toMatch(/^2026\/03\/04 \d{2}:\d{2}:07$/);
    expect(sv).toMatch(/^2026-03-04 \d{2}:\d{2}:07$/);
    expect(pl).toMatch(/^04\.03\.2026, \d{2}:\d{2}:07$/);
    expect(en).toMatch(/^03\/04\/2026, \d{2}:\d{2}:07 (AM|PM)$/);
  });

  it('writes the same moment in the browser time zone whatever the language', () => {
    const hourMinute = (text: string) => text.match(/(\d{2}):(\d{2}):07/)?.slice(1, 3);
    expect(hourMinute(formatDateTime(MOMENT, 'zh-CN'))).toEqual(hourMinute(formatDateTime(MOMENT, 'sv')));
    expect(hourMinute(formatDateTime(MOMENT, 'zh-CN'))).toEqual(hourMinute(formatDateTime(MOMENT, 'pl')));
  });

  it('takes a Date or a timestamp as well as the API’s ISO strings', () => {
    const expected = formatDateTime(MOMENT, 'sv');
    expect(formatDateTime(new Date(MOMENT), 'sv')).toBe(expected);
    expect(formatDateTime(Date.parse(MOMENT), 'sv')).toBe(expected);
  });

  it('is empty for no date, and for text that is no date (never "Invalid Date")', () => {
    expect(formatDateTime(null, 'zh-CN')).toBe('');
    expect(formatDateTime(undefined, 'zh-CN')).toBe('');
    expect(formatDateTime('', 'zh-CN')).toBe('');
    expect(formatDateTime('not a date', 'zh-CN')).toBe('');
  });
});
