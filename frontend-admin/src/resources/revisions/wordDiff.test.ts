import { describe, expect, it } from 'vitest';
import { wordDiff } from './wordDiff';

describe('wordDiff', () => {
  it('marks the words removed and added', () => {
    expect(wordDiff('the old title', 'the new title')).toEqual([
      { text: 'the ', kind: 'same' },
      { text: 'old', kind: 'removed' },
      { text: 'new', kind: 'added' },
      { text: ' title', kind: 'same' },
    ]);
  });

  it('compares numbers and empty values as text', () => {
    expect(wordDiff(1, null)).toEqual([{ text: '1', kind: 'removed' }]);
  });
});
