/** Conversions of column values between the database and the wire, for entities and views. */

/** ISO 8601 UTC text of a date column, null kept. */
export function isoOrNull(value: Date | null | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** BIGINT and DECIMAL come back as strings from some drivers; the wire wants numbers. */
export const numberTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};
