import { acceptedEncoding, isCompressible } from './public-site-compression';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe('isCompressible', () => {
  it('compresses text of a useful size only', () => {
    expect(isCompressible('text/html; charset=utf-8', 5000)).toBe(true);
    expect(isCompressible('text/html', 100)).toBe(false);
    expect(isCompressible('image/png', 5000)).toBe(false);
  });
});
