import type { RaRecord } from 'react-admin';

export type SettingChange =
  | { kind: 'update'; id: RaRecord['id']; data: Record<string, unknown>; previousData: RaRecord }
  | { kind: 'create'; data: Record<string, unknown> };

/** The `set` row of `key` among `rows`, if saved. */
export const rowOf = (rows: RaRecord[], key: string) => rows.find((row) => row.key === key);

/**
 * The `set` saves a form of public settings needs: changed values of existing rows (made public if an admin had
 * hidden one, since only public settings reach the site), and a new public row in `group`, titled from `titles`, for
 * each key not saved yet, unless `skipEmpty` and its value is empty (an optional code nobody entered).
 */
export function publicSettingChanges(
  values: Record<string, string>,
  rows: RaRecord[],
  { titles, group, skipEmpty = false }: { titles: Record<string, string>; group: string; skipEmpty?: boolean },
): SettingChange[] {
  return Object.keys(titles).flatMap((key): SettingChange[] => {
    const value = (values[key] ?? '').trim();
    const row = rowOf(rows, key);
    if (!row) {
      if (skipEmpty && !value) return [];
      return [{ kind: 'create', data: { key, value, title: titles[key], group, is_public: 1 } }];
    }
    const data = {
      ...(String(row.value) !== value ? { value } : {}),
      ...(Number(row.is_public) !== 1 ? { is_public: 1 } : {}),
    };
    return Object.keys(data).length ? [{ kind: 'update', id: row.id, data, previousData: row }] : [];
  });
}
