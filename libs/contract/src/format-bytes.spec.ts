import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('words sizes with one decimal at most, dropping a trailing .0', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(6799)).toBe('6.6 KB');
    expect(formatBytes(65536)).toBe('64 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
  });

  it('reads a missing or negative size as 0 B', () => {
    expect(formatBytes(Number.NaN)).toBe('0 B');
    expect(formatBytes(-3)).toBe('0 B');
  });
});
