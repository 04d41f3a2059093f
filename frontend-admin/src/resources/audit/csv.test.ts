import type { AuditEntry } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { zhCN } from '../../i18n/zh-CN';
import { auditCsv, csvCell, siteTimeWithOffset } from './csv';
import type { Translate } from './labels';

/** A translate over one language file, as react-admin's (the `_` fallback when the key is missing). */
const translateIn =
  (messages: object): Translate =>
  (key, options) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
    return typeof found === 'string' ? found : (options?._ ?? key);
  };

const ENTRY: AuditEntry = {
  id: 1,
  created_at: '2026-11-21T08:00:00.000Z',
  action: 'update',
  admin_id: 1,
  username: 'admin',
  role: 'super',
  ip: '203.0.113.7',
  user_agent: 'UA',
  family: 'news',
  target_id: 3,
  title: '新闻',
  fields: ['title', 'status'],
};

describe('audit CSV', () => {
  // A browser elsewhere than the site: the export still writes the site's clocks.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/Stockholm';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('quotes cells, doubles quotes and defuses formulas', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell(['title', 'content'])).toBe('"title content"');
    expect(csvCell(null)).toBe('""');
  });

  it('starts with the byte-order mark, then headers and values in the interface language, times with their offset', () => {
    const csv = auditCsv([ENTRY], translateIn(zhCN));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"时间","操作","操作者","角色","地址","浏览器","对象类别","对象编号","对象","修改的字段"',
      '"2026-11-21 16:00:00 +08:00","修改","admin","超级管理员","203.0.113.7","UA","新闻","3","新闻","标题, 发布"',
    ]);
    expect(
      auditCsv([{ ...ENTRY, action: 'download', family: 'backups', fields: [] }], translateIn(en)).split('\r\n')[1],
    ).toBe('"2026-11-21 16:00:00 +08:00","Download","admin","Super admin","203.0.113.7","UA","Backups","3","新闻",""');
  });

  it('keeps a value it has no word for as stored', () => {
    const row = auditCsv([{ ...ENTRY, family: 'later', fields: ['shape'] }], translateIn(en)).split('\r\n')[1];
    expect(row).toContain('"later","3","新闻","shape"');
  });

  it("writes times on the site's clocks with their offset, whatever the browser's zone", () => {
    expect(siteTimeWithOffset('2026-07-01T10:00:00.000Z')).toBe('2026-07-01 18:00:00 +08:00');
    expect(siteTimeWithOffset('2026-12-31T20:00:00.000Z')).toBe('2027-01-01 04:00:00 +08:00');
    expect(new Date('2026-07-01T10:00:00.000Z').getHours()).toBe(12);
  });
});
