import { describe, expect, it } from 'vitest';
import { auditCsv, csvCell } from './csv';

describe('audit CSV', () => {
  it('quotes cells, doubles quotes and defuses formulas', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell(['title', 'content'])).toBe('"title content"');
    expect(csvCell(null)).toBe('""');
  });

  it('writes a header row then one row per entry', () => {
    const csv = auditCsv([
      {
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
        fields: ['title'],
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"created_at","action","username","role","ip","user_agent","family","target_id","title","fields"',
      '"2026-11-21T08:00:00.000Z","update","admin","super","203.0.113.7","UA","news","3","新闻","title"',
    ]);
  });
});
