import {
  PLAYER_SETTING_DEFAULT_VALUES,
  PLAYER_SETTING_GROUP,
  PLAYER_SETTING_TITLES,
  PlayerSettingKey,
  type PlayerSettingKeyName,
} from '@site/contract';
import type { RaRecord } from 'react-admin';
import { publicSettingChanges, rowOf, type SettingChange } from '../shared/publicSettings';

export type { SettingChange } from '../shared/publicSettings';

/** The player form's values, one per `player_*` public setting. */
export interface PlayerSettingValues {
  [PlayerSettingKey.VOLUME]: number;
  [PlayerSettingKey.THEME]: string;
  [PlayerSettingKey.DANMAKU]: number;
  [PlayerSettingKey.DANMAKU_MAX]: number;
}

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

/**
 * The `set` saves the form needs: changed values of existing rows (made public if an admin had hidden one, since
 * only public settings reach the site), and a new public row in the `player` group for each setting not saved yet.
 */
export function playerSettingChanges(values: PlayerSettingValues, rows: RaRecord[]): SettingChange[] {
  return publicSettingChanges(
    Object.fromEntries(Object.values(PlayerSettingKey).map((key) => [key, String(values[key])])),
    rows,
    { titles: PLAYER_SETTING_TITLES, group: PLAYER_SETTING_GROUP },
  );
}
