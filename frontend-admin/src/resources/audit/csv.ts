import { siteWallTime, type AuditEntry } from '@site/contract';
import { auditLabels, type Translate } from './labels';

export const AUDIT_CSV_COLUMNS: Array<keyof AuditEntry> = [
  'created_at',
  'action',
  'username',
  'role',
  'ip',
  'user_agent',
  'family',
  'target_id',
  'title',
  'fields',
];

/** UTF-8's byte-order mark: without it Excel reads the file in the system's code page (Chinese garbled on GBK Windows). */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * One CSV cell: quoted, quotes doubled, and text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR)
 * prefixed with `'` — titles and user agents come from users.
 */
export function csvCell(value: unknown): string {
  const text = Array.isArray(value) ? value.join(' ') : value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * `2026-11-21 16:00:00 +08:00`: the wall time on the site's clocks (SITE_TIME_ZONE), with the zone's offset at that
 * moment — a spreadsheet sorts it as text, every admin's export says the same whatever their browser's zone, and a
 * reader elsewhere still knows the moment.
 */
export function siteTimeWithOffset(iso: string): string {
  const wall = siteWallTime(iso);
  return wall ? `${wall.date} ${wall.time} ${wall.offset}` : '';
}

/**
 * The audit entries as CSV that Excel opens as written: a byte-order mark, then a header row and one row per entry
 * (CRLF line ends, as RFC 4180 writes them), headers and values in the interface language, times on the site's clocks with their offset.
 */
export function auditCsv(entries: AuditEntry[], translate: Translate): string {
  const labels = auditLabels(translate);
  const cell = (entry: AuditEntry, column: keyof AuditEntry): unknown => {
    if (column === 'created_at') return siteTimeWithOffset(entry.created_at);
    if (column === 'action') return labels.action(entry.action);
    if (column === 'role') return labels.role(entry.role);
    if (column === 'family') return labels.family(entry.family);
    if (column === 'fields') return labels.fields(entry).join(', ');
    return entry[column];
  };
  const rows = [
    AUDIT_CSV_COLUMNS.map((column) => csvCell(translate(`resources.audit.fields.${column}`, { _: column }))),
    ...entries.map((entry) => AUDIT_CSV_COLUMNS.map((column) => csvCell(cell(entry, column)))),
  ];
  return BYTE_ORDER_MARK + rows.map((row) => row.join(',')).join('\r\n');
}
