/** Matches an ISO 8601 UTC time as the API writes it (`2026-11-21T08:00:00.000Z`). */
export const ISO_TIME = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

/** The distinct fields named by a 400/422 answer's `data.errors`, in order. */
export const errorFields = (errors: Array<{ field: string }>): string[] => [...new Set(errors.map((e) => e.field))];
