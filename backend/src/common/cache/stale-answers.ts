/** Marks an answer given from the read cache while the database could not be asked (see ReadCache). */
export const CONTENT_STALE_HEADER = 'X-Content-Stale';

/** Where an answer's headers are set: Express's response, or whatever stands for it. */
export interface AnswerHeaders {
  setHeader(name: string, value: string): unknown;
}

/**
 * Marks `answer` stale: a public read answered it with a value the database could not confirm (the last one known,
 * see ReadCache). Reads given no answer (admin calls, start-up, jobs) see the database as it is, or fail: never an
 * older answer.
 */
export function markStale(answer: AnswerHeaders): void {
  answer.setHeader(CONTENT_STALE_HEADER, '1');
}
