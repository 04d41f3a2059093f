import { PLAYER_SETTING_DEFAULTS, PLAYER_SETTING_GROUP, PlayerSettingKey } from '@site/contract';
import type { RaRecord } from 'react-admin';

/** The player form's values, one per `player_*` public setting. */
export interface PlayerSettingValues {
  [PlayerSettingKey.VOLUME]: number;
  [PlayerSettingKey.THEME]: string;
  [PlayerSettingKey.DANMAKU]: number;
  [PlayerSettingKey.DANMAKU_MAX]: number;
}

/** Each setting's default and the name its row gets when the form creates it (the site's content is Chinese). */
const FIELDS: { key: keyof PlayerSettingValues; title: string; fallback: string }[] = [
  { key: PlayerSettingKey.VOLUME, title: '播放器默认音量', fallback: String(PLAYER_SETTING_DEFAULTS.volume) },
  { key: PlayerSettingKey.THEME, title: '播放器主题色', fallback: PLAYER_SETTING_DEFAULTS.theme },
  { key: PlayerSettingKey.DANMAKU, title: '播放器弹幕开关', fallback: PLAYER_SETTING_DEFAULTS.danmaku ? '1' : '0' },
  {
    key: PlayerSettingKey.DANMAKU_MAX,
    title: '每个视频加载弹幕数',
    fallback: String(PLAYER_SETTING_DEFAULTS.danmakuMax),
  },
];

const rowOf = (rows: RaRecord[], key: string) => rows.find((row) => row.key === key);

/** What the form starts with: the saved settings, the player's defaults for those not saved yet. */
export function playerFormValues(rows: RaRecord[]): PlayerSettingValues {
  const text = (key: keyof PlayerSettingValues, fallback: string) => String(rowOf(rows, key)?.value ?? fallback);
  const [volume, theme, danmaku, danmakuMax] = FIELDS.map(({ key, fallback }) => text(key, fallback));
  return {
    [PlayerSettingKey.VOLUME]: Number(volume),
    [PlayerSettingKey.THEME]: theme,
    [PlayerSettingKey.DANMAKU]: danmaku === '0' ? 0 : 1,
    [PlayerSettingKey.DANMAKU_MAX]: Number(danmakuMax),
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
  return FIELDS.flatMap(({ key, title }): SettingChange[] => {
    const value = String(values[key]).trim();
    const row = rowOf(rows, key);
    if (!row) return [{ kind: 'create', data: { key, value, title, group: PLAYER_SETTING_GROUP, is_public: 1 } }];
    const data = {
      ...(String(row.value) !== value ? { value } : {}),
      ...(Number(row.is_public) !== 1 ? { is_public: 1 } : {}),
    };
    return Object.keys(data).length ? [{ kind: 'update', id: row.id, data, previousData: row }] : [];
  });
}
