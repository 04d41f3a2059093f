/** Marks an answer given from the read cache while the database could not be asked (see ReadCache). */
export const CONTENT_STALE_HEADER = 'X-Content-Stale';

/** Where an answer's headers are set: Express's response, or whatever stands for it. */
export interface AnswerHeaders {
  setHeader(name: string, value: string): unknown;
}

/**
 * A public call in progress, as its reads see it. Its reads may go to a read replica and, while the database cannot be
 * reached, be answered with the last value known, marked `X-Content-Stale: 1`. Reads given none (admin calls,
 * start-up, jobs) see the database as it is, or fail: never an older answer. Passed to the reads explicitly rather
 * than found in an AsyncLocalStorage scope: on Node 20 such a scope costs every promise of every call a hook
 * (docs/decisions/067).
 */
export class PublicCall {
  /** Set once the call is answered with a value the database could not confirm: no use asking it again. */
  private answeredStale = false;

  constructor(protected readonly answer: AnswerHeaders | null = null) {}

  get stale(): boolean {
    return this.answeredStale;
  }

  /** Marks the answer stale. */
  answerStale(): void {
    this.answeredStale = true;
    this.answer?.setHeader(CONTENT_STALE_HEADER, '1');
  }
}
