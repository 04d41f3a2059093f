import { HEX_COLOR_PATTERN, PLAYER_DANMAKU_MAX_LIMIT, PlayerSettingKey } from '@site/contract';
import { Card, CardContent, Typography } from '@mui/material';
import {
  maxValue,
  minValue,
  NumberInput,
  regex,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  ToolbarClasses,
  useCanAccess,
  useDataProvider,
  useGetList,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { FlagInput } from '../shared/FlagInput';
import { playerFormValues, playerSettingChanges, type PlayerSettingValues } from './playerSettings';

const integer = (value: unknown) => (Number.isInteger(Number(value)) ? undefined : 'app.player_settings.integer');

/** The player's public settings, edited in place on /adm/plugin (site settings are for super admins only). */
export function PlayerSettingsCard() {
  const { canAccess } = useCanAccess({ resource: 'set', action: 'list' });
  return canAccess ? <PlayerSettingsForm /> : null;
}

function PlayerSettingsForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  // Found by key wherever an admin grouped them: the keys are unique, a second row would be refused.
  const {
    data: rows,
    isPending,
    refetch,
  } = useGetList<RaRecord>('set', {
    filter: { q: 'player_' },
    pagination: { page: 1, perPage: 100 },
  });
  if (isPending || !rows) return null;

  const save = async (values: Record<string, unknown>) => {
    const changes = playerSettingChanges(values as unknown as PlayerSettingValues, rows);
    try {
      await Promise.all(
        changes.map((change) =>
          change.kind === 'update'
            ? dataProvider.update('set', change)
            : dataProvider.create('set', { data: change.data }),
        ),
      );
      notify('app.player_settings.saved', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      await refetch();
    }
  };

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h6" component="h2">
          {translate('app.player_settings.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.player_settings.intro')}
        </Typography>
      </CardContent>
      <SimpleForm
        record={playerFormValues(rows)}
        onSubmit={save}
        // On phones react-admin pins a form's toolbar to the screen's bottom; this form is a card above a list.
        toolbar={
          <Toolbar sx={{ [`&.${ToolbarClasses.mobileToolbar}`]: { position: 'static' } }}>
            <SaveButton alwaysEnable={false} />
          </Toolbar>
        }
        sx={{ maxWidth: 600, pb: { xs: 0 } }}
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
      </SimpleForm>
    </Card>
  );
}
