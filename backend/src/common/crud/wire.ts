/** A row's plain fields with every Date as an ISO 8601 UTC string: the wire form of a content entity. */
export type Wire<E> = { [K in keyof E]: E[K] extends Date ? string : E[K] extends Date | null ? string | null : E[K] };

/**
 * Maps a row to its wire object: a shallow copy with dates as ISO strings, without the `hidden`
 * fields. Families call it from their own `toWire` so what goes out stays explicit per family.
 */
export function rowToWire<E extends object, K extends keyof E = never>(row: E, hidden: K[] = []): Omit<Wire<E>, K> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if ((hidden as string[]).includes(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as Omit<Wire<E>, K>;
}
