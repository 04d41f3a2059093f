import { SecretSeal } from './sealed-secrets';

describe('sealed secrets', () => {
  const seal = new SecretSeal('a master key of the server', 'webhooks');

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const sealed = seal.seal('whsec_c2VjcmV0');
    expect(sealed).not.toContain('c2VjcmV0');
    expect(seal.open(sealed)).toBe('whsec_c2VjcmV0');
    expect(seal.seal('whsec_c2VjcmV0')).not.toBe(sealed);
  });

  it('refuses a value sealed under another key or for another purpose, and an altered one', () => {
    const sealed = seal.seal('whsec_c2VjcmV0');
    expect(() => new SecretSeal('another master key', 'webhooks').open(sealed)).toThrow();
    expect(() => new SecretSeal('a master key of the server', 'totp').open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('whsec_forged').toString('base64url');
    expect(() => seal.open(parts.join('.'))).toThrow();
    expect(() => seal.open('plain text')).toThrow();
  });
});
