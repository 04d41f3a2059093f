import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { isbot } from 'isbot';

/** Who reads or downloads: a person (counted once per item in a window) or a crawler (never counted). */
export interface Visitor {
  /** A digest of the reader's address and browser: the same person gives the same key, and nothing else of them. */
  key: string;
  counts: boolean;
}

/**
 * This process's key for the seals its public site puts on its own API calls: the page render and the API it calls
 * over loopback are one process, so no other process needs it (a restart only voids seals in flight).
 */
const SEAL_KEY = randomBytes(32);

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32);
const mac = (text: string) => createHmac('sha256', SEAL_KEY).update(`visitor\n${text}`).digest('base64url');

/** The visitor of a request, from its client address (as TRUST_PROXY reads it) and its User-Agent. */
export function visitorOfRequest(req: Request): Visitor {
  const agent = req.get('user-agent') ?? '';
  return { key: digest(`${req.ip ?? ''}\n${agent}`), counts: !isbot(agent) };
}

/** `visitor` as the `x-visitor` header the public site's server sends with its calls for that visitor's page. */
export function sealVisitor(visitor: Visitor): string {
  const text = `${visitor.counts ? 1 : 0}.${visitor.key}`;
  return `${text}.${mac(text)}`;
}

/** The visitor a sealed header names; null for a header this process did not seal. */
export function openVisitor(sealed: string | undefined): Visitor | null {
  const match = /^([01])\.([\w-]{32})\.([\w-]{43})$/.exec(sealed ?? '');
  if (!match) return null;
  const expected = Buffer.from(mac(`${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  if (!timingSafeEqual(expected, given)) return null;
  return { key: match[2], counts: match[1] === '1' };
}
