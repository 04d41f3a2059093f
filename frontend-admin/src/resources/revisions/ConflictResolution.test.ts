import { describe, expect, it } from 'vitest';
import { conflictingFields } from './ConflictResolution';

describe('conflictingFields', () => {
  const base = { id: 1, version: 1, title: 'A', summary: 'S', author: 'X', content: '<p>c</p>' };

  it('sets out each field that differs from the saved version, proposing the side that changed it', () => {
    const mine = { ...base, title: 'mine', author: 'me' };
    const theirs = { ...base, version: 2, title: 'theirs', summary: 'their summary', author: 'X' };
    expect(conflictingFields(mine, base, theirs)).toEqual([
      { field: 'title', mine: 'mine', theirs: 'theirs', proposed: 'mine' },
      { field: 'summary', mine: 'S', theirs: 'their summary', proposed: 'theirs' },
      { field: 'author', mine: 'me', theirs: 'X', proposed: 'mine' },
    ]);
  });

  it('leaves out bookkeeping and fields both sides agree on', () => {
    expect(conflictingFields({ ...base, title: 'same' }, base, { ...base, version: 5, title: 'same' })).toEqual([]);
  });
});
