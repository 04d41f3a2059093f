import { Clock } from '../../src/common/clock';

/** A clock the test moves by hand (hour boundaries, token expiry, lockout windows). */
export class FakeClock extends Clock {
  private current: number;

  constructor(start: Date | string = new Date()) {
    super();
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
