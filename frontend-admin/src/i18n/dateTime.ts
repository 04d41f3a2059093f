import { useLocaleState } from 'react-admin';

/**
 * How every date and time in the back office is written: day and time to the second (audit lines, revisions and
 * sessions are told apart by seconds), in the order and clock of the interface language, in the browser's time zone.
 */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

/** `value` (an ISO string from the API, a timestamp or a Date) in `locale`; empty when there is none or it is no date. */
export function formatDateTime(value: string | number | Date | null | undefined, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, DATE_TIME_OPTIONS).format(date);
}

/** The formatter in the language the interface is shown in (Simplified Chinese until the user picks another). */
export function useFormatDateTime(): (value: string | number | Date | null | undefined) => string {
  const [locale] = useLocaleState();
  return (value) => formatDateTime(value, locale);
}
