import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_NAME,
  formatDate,
  navItem,
  readablePath,
  SITE_NAME_KEY,
  siteNameOf,
  updateCheckMs,
  type PublicSettings,
} from './site';

describe('siteNameOf', () => {
  it('takes the site_name setting, trimmed', () => {
    expect(SITE_NAME_KEY).toBe('site_name');
    expect(siteNameOf({ site_name: '  示例科技  ', other: 'x' })).toBe('示例科技');
  });

  it.each<PublicSettings | null | undefined>([null, undefined, {}, { site_name: '   ' }])(
    'falls back to the default for %j',
    (settings) => {
      expect(siteNameOf(settings)).toBe(DEFAULT_SITE_NAME);
    },
  );
});

describe('readablePath', () => {
  it('decodes percent-escapes so Chinese paths read as typed', () => {
    expect(readablePath('/%E6%96%B0%E9%97%BB/x')).toBe('/新闻/x');
  });

  it('keeps a malformed path as sent', () => {
    expect(readablePath('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
  });
});

describe('formatting', () => {
  it('dates in China time', () => {
    expect(formatDate('2026-11-21T17:00:00.000Z')).toBe('2026-11-22');
    expect(formatDate('not a date')).toBe('');
  });

  it('finds the menu entry of a page key and refuses an unknown one', () => {
    expect(navItem('perform')).toEqual({ to: '/perform', label: '业绩展示', page: 'perform' });
    expect(() => navItem('nope')).toThrow();
  });
});

describe('updateCheckMs', () => {
  it('takes the update_check_minutes setting, one hour by default or when unreadable', () => {
    expect(updateCheckMs({ update_check_minutes: '5' })).toBe(300_000);
    expect(updateCheckMs({})).toBe(3_600_000);
    expect(updateCheckMs({ update_check_minutes: '0' })).toBe(3_600_000);
    expect(updateCheckMs({ update_check_minutes: 'soon' })).toBe(3_600_000);
  });
});
