/**
 * The current time, injected wherever time decides an answer (hourly token window, token expiry,
 * lockouts, publish times) so tests can move it across hour boundaries.
 */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
