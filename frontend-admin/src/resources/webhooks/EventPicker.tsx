import { Autocomplete, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { ALL_WEBHOOK_EVENTS, WEBHOOK_EVENTS } from '@site/contract';
import { useTranslate } from 'react-admin';

const EVENTS: readonly string[] = WEBHOOK_EVENTS;
const familyOf = (event: string) => event.slice(0, event.indexOf('.'));

interface Props {
  value: string[];
  onChange: (events: string[]) => void;
}

/** Which events an endpoint is told of: every one (`*`, those added later too), or those picked, grouped by family. */
export function EventPicker({ value, onChange }: Props) {
  const translate = useTranslate();
  const all = value.includes(ALL_WEBHOOK_EVENTS);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Checkbox checked={all} onChange={(event) => onChange(event.target.checked ? [ALL_WEBHOOK_EVENTS] : [])} />
        }
        label={translate('app.webhooks.all_events')}
      />
      {!all && (
        <Autocomplete
          multiple
          disableCloseOnSelect
          options={EVENTS}
          groupBy={familyOf}
          value={value}
          onChange={(_event, events) => onChange(events)}
          renderGroup={(group) => (
            <li key={group.key}>
              <Stack component="div" sx={{ px: 2, py: 0.5, typography: 'subtitle2', color: 'text.secondary' }}>
                {translate(`app.webhooks.families.${group.group}`)}
              </Stack>
              <ul style={{ padding: 0 }}>{group.children}</ul>
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('app.webhooks.events_label')}
              helperText={translate('app.webhooks.events_help')}
              required
            />
          )}
        />
      )}
    </Stack>
  );
}
