import { randomBytes } from 'node:crypto';

/**
 * Public pages carry the nonce of their response's Content-Security-Policy on every inline script, a new one per
 * response, yet render once per content version (PageCache). So a page renders with a slot in place of the nonce and
 * is kept cut at its slots; each response joins the parts with its own nonce, and the stock `compression` middleware
 * compresses what it sends. See docs/decisions/016-public-page-nonce.md.
 */

/**
 * The placeholder a page renders with where the nonce goes: random per process, so no content can hold it (admins
 * cannot guess it, and it never leaves this process); base64url, which React writes into an attribute unescaped.
 */
export function nonceSlot(): string {
  return `nonce${randomBytes(18).toString('base64url')}`;
}

/** A rendered body cut where each response writes its nonce: `parts.join(nonce)` is what a response sends. */
export class NoncedBody {
  constructor(readonly parts: readonly Buffer[]) {}

  /** `body` cut at every occurrence of `slot`. */
  static cut(body: Buffer, slot: string): NoncedBody {
    const parts: Buffer[] = [];
    let from = 0;
    for (let at = body.indexOf(slot); at !== -1; at = body.indexOf(slot, from)) {
      parts.push(body.subarray(from, at));
      from = at + slot.length;
    }
    parts.push(body.subarray(from));
    return new NoncedBody(parts);
  }

  /** Bytes without the nonces (what the page cache counts). */
  get length(): number {
    return this.parts.reduce((sum, part) => sum + part.length, 0);
  }

  /** Bytes sent with `nonce` in every slot. */
  lengthWith(nonce: string): number {
    return this.length + (this.parts.length - 1) * Buffer.byteLength(nonce);
  }

  /**
   * Ends `answer` with the kept parts and `nonce` between them, in one write of the socket (corked): the parts go out
   * as they are kept, where joining them copied the page for every response (45 KB for the home page), memory the
   * process took from the system at every burst and did not give back (docs/benchmarks.md, 2026-11-29).
   */
  endWith(answer: BodyWriter, nonce: string): void {
    answer.cork();
    const last = this.parts.length - 1;
    this.parts.forEach((part, index) => {
      if (index) answer.write(nonce);
      if (index < last) answer.write(part);
    });
    answer.end(this.parts[last]);
    answer.uncork();
  }
}

/** What a body is written to: Node's ServerResponse (through `compression`, which replaces write and end). */
export interface BodyWriter {
  cork(): void;
  uncork(): void;
  write(chunk: Buffer | string): unknown;
  end(chunk: Buffer): unknown;
}
