import { describe, expect, it } from 'vitest';
import { groupByYear, type HistoryEntry } from './timeline';

const entry = (id: number, year: number, month: number | null, sort = 0): HistoryEntry => ({
  id,
  year,
  month,
  sort,
  title: `事件 ${id}`,
});

const entries = [
  entry(1, 2019, 3),
  entry(2, 2021, null),
  entry(3, 2021, 11),
  entry(4, 2019, 10),
  entry(5, 2021, 2, 1),
  entry(6, 2021, 2, 0),
  entry(7, 2021, 2, 0),
];

const ids = (years: ReturnType<typeof groupByYear>) =>
  years.map(({ year, entries }) => [year, entries.map((e) => e.id)]);

describe('groupByYear', () => {
  it('puts the newest year and month first, whole-year entries last, like the public timeline', () => {
    expect(ids(groupByYear(entries))).toEqual([
      [2021, [3, 7, 6, 5, 2]],
      [2019, [4, 1]],
    ]);
  });

  it('reads chronologically when sorted ascending', () => {
    expect(ids(groupByYear(entries, 'ASC'))).toEqual([
      [2019, [1, 4]],
      [2021, [2, 7, 6, 5, 3]],
    ]);
  });

  it('has no years without entries', () => {
    expect(groupByYear([])).toEqual([]);
  });
});
