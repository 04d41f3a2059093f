import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, leftBySessionEnd, markSessionEnded, readDraft, writeDraft } from './draftStore';

describe('local drafts', () => {
  beforeEach(() => localStorage.clear());

  it('are kept per admin, resource and item', () => {
    writeDraft(draftKey(1, 'news', 7), { title: '草稿' });
    expect(readDraft(draftKey(1, 'news', 7))?.values).toEqual({ title: '草稿' });
    expect(readDraft(draftKey(2, 'news', 7))).toBeNull();
    expect(readDraft(draftKey(1, 'cases', 7))).toBeNull();
    expect(readDraft(draftKey(1, 'news', undefined))).toBeNull();
    clearDraft(draftKey(1, 'news', 7));
    expect(readDraft(draftKey(1, 'news', 7))).toBeNull();
  });

  it('tell whether the session ended after the draft was typed', () => {
    writeDraft(draftKey(1, 'news', 7), { title: 'a' }, new Date('2026-11-28T08:00:00Z'));
    const draft = readDraft(draftKey(1, 'news', 7))!;
    expect(leftBySessionEnd(draft)).toBe(false);
    markSessionEnded(new Date('2026-11-28T07:00:00Z'));
    expect(leftBySessionEnd(draft)).toBe(false);
    markSessionEnded(new Date('2026-11-28T08:05:00Z'));
    expect(leftBySessionEnd(draft)).toBe(true);
  });

  it('ignore what is not a draft', () => {
    localStorage.setItem(draftKey(1, 'news', 7), '{broken');
    expect(readDraft(draftKey(1, 'news', 7))).toBeNull();
  });
});
