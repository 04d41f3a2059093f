import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const CIPHER = 'aes-256-gcm';
const VERSION = 'v1';

/**
 * Secrets the server must read back (a webhook's signing secret, unlike a password, which is only ever compared):
 * AES-256-GCM under a key derived from the server's master key for one `purpose`, so a sealed value of one purpose
 * never opens as another's. Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
export class SecretSeal {
  private readonly key: Buffer;

  constructor(masterKey: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', masterKey, '', `site sealed secret: ${purpose}`, 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(CIPHER, this.key, iv);
    const text = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), text].map((part) => part.toString('base64url')).join('.');
  }

  /** The secret sealed in `sealed`; throws when it was sealed under another key or altered. */
  open(sealed: string): string {
    const [version, iv, tag, text] = sealed.split('.');
    if (version !== VERSION || text === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv(CIPHER, this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString('utf8');
  }
}
