import { clientKey } from './client-key';

describe('clientKey', () => {
  it('keys IPv6 clients by their /64, whatever the notation', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('keys IPv4 clients by their address, IPv4-mapped IPv6 included', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('keeps anything else as given (no address: an empty key)', () => {
    expect(clientKey('')).toBe('');
  });
});
