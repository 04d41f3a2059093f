import { Cron } from 'croner';

/** True when croner reads `text` as a schedule (5 fields, or 6 with seconds first). */
export function isCronExpression(text: string): boolean {
  try {
    new Cron(text, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}
