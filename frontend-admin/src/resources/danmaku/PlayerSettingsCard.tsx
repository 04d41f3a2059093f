import { HEX_COLOR_PATTERN, PLAYER_DANMAKU_MAX_LIMIT, PlayerSettingKey } from '@site/contract';
import { maxValue, minValue, NumberInput, regex, required, TextInput } from 'react-admin';
import { FlagInput } from '../shared/FlagInput';
import { PublicSettingsCard } from '../shared/PublicSettingsCard';
import { playerFormValues, playerSettingChanges, type PlayerSettingValues } from './playerSettings';

const integer = (value: unknown) => (Number.isInteger(Number(value)) ? undefined : 'app.player_settings.integer');

/** The player's public settings, edited in place on /adm/plugin (site settings are for super admins only). */
export function PlayerSettingsCard() {
  return (
    <PublicSettingsCard
      keyPrefix="player_"
      title="app.player_settings.title"
      intro="app.player_settings.intro"
      saved="app.player_settings.saved"
      valuesOf={(rows) => ({ ...playerFormValues(rows) })}
      changesOf={(values, rows) => playerSettingChanges(values as unknown as PlayerSettingValues, rows)}
    >
      <NumberInput
        source={PlayerSettingKey.VOLUME}
        label="app.player_settings.volume"
        helperText="app.player_settings.volume_hint"
        step={0.1}
        validate={[required(), minValue(0), maxValue(1)]}
      />
      <TextInput
        source={PlayerSettingKey.THEME}
        label="app.player_settings.theme"
        helperText="app.player_settings.theme_hint"
        validate={[required(), regex(HEX_COLOR_PATTERN, 'app.player_settings.theme_invalid')]}
      />
      <FlagInput
        source={PlayerSettingKey.DANMAKU}
        label="app.player_settings.danmaku"
        helperText="app.player_settings.danmaku_hint"
      />
      <NumberInput
        source={PlayerSettingKey.DANMAKU_MAX}
        label="app.player_settings.danmaku_max"
        helperText="app.player_settings.danmaku_max_hint"
        step={100}
        validate={[required(), integer, minValue(1), maxValue(PLAYER_DANMAKU_MAX_LIMIT)]}
      />
    </PublicSettingsCard>
  );
}
