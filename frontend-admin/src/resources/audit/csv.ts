import type { AuditEntry } from '@site/contract';

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

/**
 * One CSV cell: quoted, quotes doubled, and text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR)
 * prefixed with `'` — titles and user agents come from users.
 */
export function csvCell(value: unknown): string {
  const text = Array.isArray(value) ? value.join(' ') : value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The audit entries as CSV (header row first, CRLF line ends, as RFC 4180 writes them). */
export function auditCsv(entries: AuditEntry[]): string {
  const rows = [
    AUDIT_CSV_COLUMNS.map(csvCell),
    ...entries.map((entry) => AUDIT_CSV_COLUMNS.map((column) => csvCell(entry[column]))),
  ];
  return rows.map((row) => row.join(',')).join('\r\n');
}
