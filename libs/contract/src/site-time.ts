/**
 * The site's time zone: its readers' and its editors' (a Chinese company's site). Public pages write their dates in
 * it, the time machine's banner names its moment in it, and the audit export writes its times in it with their
 * offset, whatever zone the server or the browser runs in.
 */
export const SITE_TIME_ZONE = 'Asia/Shanghai';

/** What visitors call it, in the banner that names a moment. */
export const SITE_TIME_ZONE_NAME = '北京时间';

/** A moment as the site's clocks show it: `2026-11-21`, `16:00:00`, `+08:00`. */
export interface SiteWallTime {
  date: string;
  time: string;
  offset: string;
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'longOffset',
});

/** `iso` on the site's clocks (null for a time that is none); the offset is the zone's at that moment. */
export function siteWallTime(iso: string | Date): SiteWallTime | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(wallClock.formatToParts(date).map((part) => [part.type, part.value]));
  // `GMT+08:00`, or plain `GMT` for a zone at UTC.
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.slice(3);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    offset,
  };
}
