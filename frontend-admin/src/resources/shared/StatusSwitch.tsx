import { Stack, Switch } from '@mui/material';
import { useNotify, useRecordContext, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { previewFamilyOf } from '../../preview/previewLinks';
import { DraftChip } from './PublicationChip';

interface StatusSwitchProps {
  source?: string;
  /** Column header (react-admin reads it from the field's props). */
  label?: string;
  sortable?: boolean;
}

/**
 * An inline 0/1 switch in a list row: saves at once (through `change_<x>_status` where the resource has one). On the
 * status of content the public site shows, an item kept off it is marked 草稿 beside the switch.
 */
export function StatusSwitch({ source = 'status' }: StatusSwitchProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const checked = Number(record[source]) === 1;

  const marked = source === 'status' && previewFamilyOf(resource) !== undefined;
  const toggle = (
    <Switch
      size="small"
      checked={checked}
      disabled={isPending}
      slotProps={{ input: { 'aria-label': translate(`resources.${resource}.fields.${source}`) } }}
      onClick={(event) => event.stopPropagation()}
      onChange={() =>
        update(
          resource,
          { id: record.id, data: { [source]: checked ? 0 : 1 }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } }),
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        )
      }
    />
  );
  if (!marked) return toggle;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {toggle}
      <DraftChip status={record[source]} />
    </Stack>
  );
}
