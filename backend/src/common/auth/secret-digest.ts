import { createHash } from 'node:crypto';

/**
 * The stored form of a random secret (access tokens, API keys, sign-in challenges, device tokens, recovery codes):
 * its SHA-256 in hex. Such secrets carry 256 bits of chance, so a slow password hash would add nothing but cost on
 * every call; passwords themselves go through common/auth/password.
 */
export const digestSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
