import type { RaRecord } from 'react-admin';

export interface HistoryEntry extends RaRecord {
  year: number;
  /** Null: an event of the whole year. */
  month: number | null;
  title: string;
  sort?: number;
}

export interface TimelineYear {
  year: number;
  entries: HistoryEntry[];
}

/**
 * History entries by year, years and months in the same direction: DESC (the public timeline's order, the
 * backend's TIMELINE_ORDER) puts the newest first and whole-year entries (month null) last; ASC reads
 * chronologically. Entries of one month keep the admin's `sort`, then the newest id first.
 */
export function groupByYear(entries: HistoryEntry[], order: 'ASC' | 'DESC' = 'DESC'): TimelineYear[] {
  const years = new Map<number, HistoryEntry[]>();
  for (const entry of entries) years.set(entry.year, [...(years.get(entry.year) ?? []), entry]);
  const direction = order === 'ASC' ? 1 : -1;
  return [...years.entries()]
    .sort(([a], [b]) => (a - b) * direction)
    .map(([year, yearEntries]) => ({
      year,
      entries: yearEntries.sort(
        (a, b) =>
          ((a.month ?? 0) - (b.month ?? 0)) * direction || (a.sort ?? 0) - (b.sort ?? 0) || Number(b.id) - Number(a.id),
      ),
    }));
}
