import { describe, expect, it } from 'vitest';
import { publicSettingChanges } from './publicSettings';

const titles = { verify_baidu: '百度站长验证码', verify_360: '360 搜索验证码' };

describe('publicSettingChanges', () => {
  it('creates public rows for new values, skips empty optional ones, and updates or republishes saved ones', () => {
    const rows = [{ id: 7, key: 'verify_360', value: 'old', is_public: 0 }];
    expect(
      publicSettingChanges({ verify_baidu: ' code-1 ', verify_360: 'old' }, rows, {
        titles,
        group: 'seo',
        skipEmpty: true,
      }),
    ).toEqual([
      {
        kind: 'create',
        data: { key: 'verify_baidu', value: 'code-1', title: '百度站长验证码', group: 'seo', is_public: 1 },
      },
      { kind: 'update', id: 7, data: { is_public: 1 }, previousData: rows[0] },
    ]);
    expect(
      publicSettingChanges({ verify_baidu: '', verify_360: 'old' }, [], { titles, group: 'seo', skipEmpty: true }),
    ).toEqual([expect.objectContaining({ kind: 'create', data: expect.objectContaining({ key: 'verify_360' }) })]);
  });
});
