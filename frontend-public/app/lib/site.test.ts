import { SettingKey } from '@site/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import {
  DEFAULT_SITE_NAME,
  formatDate,
  NAV_ITEMS,
  navItem,
  readablePath,
  siteNameOf,
  updateCheckMs,
  type PublicSettings,
} from './site';

describe('siteNameOf', () => {
  it('takes the name the back office saves as the site-name setting, trimmed', () => {
    expect(siteNameOf({ [SettingKey.SITE_NAME]: '  示例科技  ', [SettingKey.SITE_SLOGAN]: 'x' })).toBe('示例科技');
  });

  it.each<PublicSettings | null | undefined>([
    null,
    undefined,
    {},
    { [SettingKey.SITE_NAME]: '   ' },
    { [SettingKey.SITE_SLOGAN]: '示例科技' },
  ])('falls back to the default for %j', (settings) => {
    expect(siteNameOf(settings)).toBe(DEFAULT_SITE_NAME);
  });
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
});

describe('the menu', () => {
  /** The site's routes (routes.ts) as React Router matches them; each route named by its module. */
  const routeObjects: RouteObject[] = routes.map(({ path, index, file }) =>
    index ? { index: true, id: file } : { path, id: file },
  );
  const moduleAt = (path: string) => matchRoutes(routeObjects, path)?.at(-1)?.route.id;

  it('leads every entry to a page of its own: no entry falls to the not-found page or shares a page', () => {
    const modules = NAV_ITEMS.map(({ to }) => moduleAt(to));
    expect(moduleAt('/no-such-page')).toBe('routes/not-found.tsx');
    for (const [index, { to }] of NAV_ITEMS.entries()) {
      expect(modules[index], to).toMatch(/^routes\/[\w-]+\.tsx$/);
      expect(modules[index], to).not.toBe('routes/not-found.tsx');
    }
    expect(new Set(modules).size).toBe(NAV_ITEMS.length);
  });

  it('finds each entry by its page key, and refuses a key no entry has', () => {
    for (const item of NAV_ITEMS) expect(navItem(item.page)).toBe(item);
    expect(new Set(NAV_ITEMS.map(({ page }) => page)).size).toBe(NAV_ITEMS.length);
    expect(() => navItem('nope')).toThrow('unknown page nope');
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
