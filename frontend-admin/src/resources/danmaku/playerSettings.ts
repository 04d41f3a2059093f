import {
  PLAYER_SETTING_DEFAULT_VALUES,
  PLAYER_SETTING_GROUP,
  PLAYER_SETTING_TITLES,
  PlayerSettingKey,
  type PlayerSettingKeyName,
} from '@site/contract';
import type { RaRecord } from 'react-admin';

/** The player form's values, one per `player_*` public setting. */
export interface PlayerSettingValues {
  [PlayerSettingKey.VOLUME]: number;
  [PlayerSettingKey.THEME]: string;
  [PlayerSettingKey.DANMAKU]: number;
  [PlayerSettingKey.DANMAKU_MAX]: number;
}

const rowOf = (rows: RaRecord[], key: string) => rows.find((row) => row.key === key);

/** What the form starts with: the saved settings, the player's defaults for those not saved yet. */
export function playerFormValues(rows: RaRecord[]): PlayerSettingValues {
  const text = (key: PlayerSettingKeyName) => String(rowOf(rows, key)?.value ?? PLAYER_SETTING_DEFAULT_VALUES[key]);
  return {
    [PlayerSettingKey.VOLUME]: Number(text(PlayerSettingKey.VOLUME)),
    [PlayerSettingKey.THEME]: text(PlayerSettingKey.THEME),
    [PlayerSettingKey.DANMAKU]: text(PlayerSettingKey.DANMAKU) === '0' ? 0 : 1,
    [PlayerSettingKey.DANMAKU_MAX]: Number(text(PlayerSettingKey.DANMAKU_MAX)),
  };
}

export type SettingChange =
  | { kind: 'update'; id: RaRecord['id']; data: Record<string, unknown>; previousData: RaRecord }
  | { kind: 'create'; data: Record<string, unknown> };

/**
 * The `set` saves the form needs: changed values of existing rows (made public if an admin had hidden one, since
 * only public settings reach the site), and a new public row in the `player` group for each setting not saved yet.
 */
export function playerSettingChanges(values: PlayerSettingValues, rows: RaRecord[]): SettingChange[] {
  return Object.values(PlayerSettingKey).flatMap((key): SettingChange[] => {
    const value = String(values[key]).trim();
    const row = rowOf(rows, key);
    if (!row)
      return [
        {
          kind: 'create',
          data: { key, value, title: PLAYER_SETTING_TITLES[key], group: PLAYER_SETTING_GROUP, is_public: 1 },
        },
      ];
    const data = {
      ...(String(row.value) !== value ? { value } : {}),
      ...(Number(row.is_public) !== 1 ? { is_public: 1 } : {}),
    };
    return Object.keys(data).length ? [{ kind: 'update', id: row.id, data, previousData: row }] : [];
  });
}
