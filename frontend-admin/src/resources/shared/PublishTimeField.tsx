import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField } from './DateTimeField';
import { isScheduled } from './schedule';

/** The publish time, with a "定时发布" chip while it lies in the future. */
export function PublishTimeField(_props: { label?: string; source?: string; sortBy?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <DateTimeField source="publish_time" />
      {isScheduled(record.publish_time) && (
        <Chip size="small" color="warning" label={translate('app.status.scheduled')} />
      )}
    </Stack>
  );
}
