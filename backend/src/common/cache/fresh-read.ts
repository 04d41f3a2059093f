import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * One read shared by concurrent callers, never handing a caller the result of a read that began before it asked
 * (such a read may predate a write the caller must see). A read begins on the turn of the event loop after the first
 * caller asked, so every caller of that turn shares it; callers arriving while it runs wait for the next one, which
 * begins once it ends. A burst of callers costs one or two reads instead of one each, however slow the database is.
 */
export class FreshRead<T> {
  /** The read under way (begun: later callers must not share it). */
  private running: Promise<T> | null = null;
  /** The read not begun yet, which every caller may share. */
  private next: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    this.next ??= this.begin(this.running);
    return this.next;
  }

  /** The next read: on the turn after the read under way (if any) has ended. */
  private async begin(previous: Promise<T> | null): Promise<T> {
    if (previous) await previous.catch(() => undefined);
    await nextTurn();
    this.next = null;
    const read = this.read();
    this.running = read;
    try {
      return await read;
    } finally {
      if (this.running === read) this.running = null;
    }
  }
}
