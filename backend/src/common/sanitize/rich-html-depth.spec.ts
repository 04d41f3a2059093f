import { isNestedWithin } from './rich-html-depth';

const nested = (depth: number) => `${'<span>'.repeat(depth)}x${'</span>'.repeat(depth)}`;

describe('isNestedWithin', () => {
  it('accepts nesting up to the bound, siblings and void elements included', () => {
    expect(isNestedWithin(nested(64), 64)).toBe(true);
    expect(isNestedWithin('<p>a<br><img src="/uploads/a.png"></p>'.repeat(10_000), 2)).toBe(true);
  });

  it('refuses one level past the bound', () => {
    expect(isNestedWithin(nested(65), 64)).toBe(false);
  });

  it('counts unclosed elements and closing tags that close nothing', () => {
    expect(isNestedWithin('<div>'.repeat(65), 64)).toBe(false);
    expect(isNestedWithin('<div></b>'.repeat(65), 64)).toBe(false);
  });

  it('refuses 100,000 nested tags', () => {
    expect(isNestedWithin(nested(100_000))).toBe(false);
  });
});
