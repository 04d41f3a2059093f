import { Chip, Stack } from '@mui/material';
import { DateField, useRecordContext, useTranslate } from 'react-admin';

/** Whether a record's publish time lies in the future: it shows only from then on. */
export function isScheduled(publishTime: unknown, now = new Date()): boolean {
  return typeof publishTime === 'string' && new Date(publishTime).getTime() > now.getTime();
}

/** The publish time, with a "定时发布" chip while it lies in the future. */
export function PublishTimeField(_props: { label?: string; source?: string; sortBy?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <DateField source="publish_time" showTime locales="zh-CN" />
      {isScheduled(record.publish_time) && (
        <Chip size="small" color="warning" label={translate('app.status.scheduled')} />
      )}
    </Stack>
  );
}
