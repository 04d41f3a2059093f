/**
 * One read shared by concurrent callers, never handing a caller the result of a read that began before it asked
 * (such a read may predate a write the caller must see). While a read runs, later callers wait for the next one,
 * which starts when it ends and serves all of them: a burst of 50 callers costs one or two reads instead of 50 (on
 * MySQL, 50 round trips queued on the pool).
 */
export class FreshRead<T> {
  /** The read under way, and the one queued behind it. */
  private running: Promise<T> | null = null;
  private queued: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    this.queued = this.running.then(
      () => this.start(),
      () => this.start(),
    );
    return this.queued;
  }

  private start(): Promise<T> {
    this.queued = null;
    const read = this.read().finally(() => {
      if (this.running === read) this.running = null;
    });
    this.running = read;
    return read;
  }
}
