import { Alert, Stack, Typography } from '@mui/material';
import type { Revision } from '@site/contract';
import { Confirm, useTranslate } from 'react-admin';
import { FieldValue, useFieldLabel } from './FieldValue';
import { textOf } from './wordDiff';

/** The fields whose change by a restore takes an item on or off the site, or moves when it appears. */
const VISIBILITY_FIELDS = ['status', 'publish_time'];

/** The visibility fields a restore of `revision` would change from what `current` holds. */
export function visibilityChanges(revision: Revision, current: Record<string, unknown>): string[] {
  return VISIBILITY_FIELDS.filter(
    (field) =>
      field in revision.snapshot && field in current && textOf(revision.snapshot[field]) !== textOf(current[field]),
  );
}

interface RestoreConfirmProps {
  revision: Revision;
  current: Record<string, unknown>;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before restoring `revision`; warns, field by field, when the restore changes the status or publish time. */
export function RestoreConfirm({ revision, current, onConfirm, onClose }: RestoreConfirmProps) {
  const translate = useTranslate();
  const label = useFieldLabel();
  const changes = visibilityChanges(revision, current);
  return (
    <Confirm
      isOpen
      title="app.revisions.restore"
      content={
        <Stack spacing={1}>
          <Typography>{translate('app.revisions.restore_confirm', { version: revision.version })}</Typography>
          {changes.map((field) => (
            <Alert key={field} severity="warning">
              {translate('app.revisions.restore_changes', { field: label(field) })}{' '}
              <FieldValue field={field} value={current[field]} /> →{' '}
              <FieldValue field={field} value={revision.snapshot[field]} />
            </Alert>
          ))}
        </Stack>
      }
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
