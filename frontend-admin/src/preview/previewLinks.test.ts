import { describe, expect, it } from 'vitest';
import { isOutOfPublicView, previewFamilyOf } from './previewLinks';
import { localInputValue } from './TimeMachineMenuItem';

const NOW = new Date('2026-11-21T08:00:00.000Z');

describe('previews in the back office', () => {
  it('offers 预览 for hidden and scheduled items only', () => {
    expect(isOutOfPublicView({ status: 0 }, NOW)).toBe(true);
    expect(isOutOfPublicView({ status: 1 }, NOW)).toBe(false);
    expect(isOutOfPublicView({ status: 1, publish_time: '2026-11-21T09:00:00.000Z' }, NOW)).toBe(true);
    expect(isOutOfPublicView({ status: 1, publish_time: '2026-11-21T07:00:00.000Z' }, NOW)).toBe(false);
  });

  it('knows the family of each resource with items out of view, and of no other', () => {
    expect(['news', 'case', 'img_list', 'download'].map(previewFamilyOf)).toEqual([
      'news',
      'cases',
      'images',
      'downloads',
    ]);
    expect(previewFamilyOf('history')).toBeUndefined();
    expect(previewFamilyOf(undefined)).toBeUndefined();
  });

  it('fills the time picker with the local time, which reads back as the same moment', () => {
    const value = localInputValue(NOW);
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(value).getTime()).toBe(NOW.getTime());
  });
});
