/** Whether a record's publish time lies in the future: it shows on the site only from then on. */
export function isScheduled(publishTime: unknown, now = new Date()): boolean {
  return typeof publishTime === 'string' && new Date(publishTime).getTime() > now.getTime();
}
