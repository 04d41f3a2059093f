import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended floor (19 MiB memory, 2 iterations, 1 lane).
 * @node-rs/argon2 ships its binary inside the npm package: nothing to compile or download.
 */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of a random password, verified against when the username is unknown, so that
 * "no such user" and "wrong password" take the same time (no username probing by timing).
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}
