import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { VersionConflict } from '@site/contract';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatDateTime } from '../../i18n/dateTime';
import { FieldValue, useFieldLabel } from './FieldValue';

/** `data` of a save refused because someone saved the item meanwhile (409 VERSION_CONFLICT), else null. */
export function versionConflictOf(error: unknown): VersionConflict | null {
  const data = (error as { status?: number; body?: { data?: Partial<VersionConflict> } } | null)?.body?.data;
  return (error as { status?: number })?.status === 409 && typeof data?.current_version === 'number'
    ? (data as VersionConflict)
    : null;
}

/** Which value of a field the merged form keeps. */
export type Side = 'mine' | 'theirs';

/** A field whose unsaved value here differs from the one saved meanwhile. */
export interface ConflictingField {
  field: string;
  mine: unknown;
  theirs: unknown;
  /** What is chosen until the editor chooses: this form's value where the editor changed it, else the saved one. */
  proposed: Side;
}

interface ConflictDialogProps {
  conflict: VersionConflict;
  /** Null while the saved version is being read. */
  fields: ConflictingField[] | null;
  onSave: (choices: Record<string, Side>) => void;
  onReload: () => void;
  onClose: () => void;
}

/**
 * Someone saved first: each field that differs, this form's unsaved value beside the saved one (who, when), one of
 * the two chosen per field; the merged form is saved on the newer version, or the saved version reloaded.
 */
export function ConflictDialog({ conflict, fields, onSave, onReload, onClose }: ConflictDialogProps) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const label = useFieldLabel();
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const chosen = (one: ConflictingField) => choices[one.field] ?? one.proposed;
  const theirsCaption = translate('app.conflict.theirs', {
    name: conflict.saved_by || '—',
    time: formatDateTime(conflict.saved_at),
  });
  const option = (one: ConflictingField, side: Side) => (
    <Box
      sx={{
        flex: 1,
        minWidth: 0,
        border: 1,
        borderRadius: 1,
        borderColor: chosen(one) === side ? 'primary.main' : 'divider',
        p: 1,
      }}
    >
      <FormControlLabel
        value={side}
        control={<Radio size="small" />}
        label={side === 'mine' ? translate('app.conflict.mine') : theirsCaption}
      />
      <Box sx={{ maxHeight: 240, overflow: 'auto' }}>
        <FieldValue field={one.field} value={one[side]} />
      </Box>
    </Box>
  );
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">{translate('app.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('app.conflict.body', { name: conflict.saved_by || '—', time: formatDateTime(conflict.saved_at) })}{' '}
          {fields?.length ? translate('app.conflict.choose') : ''}
        </DialogContentText>
        {fields === null && <DialogContentText>{translate('ra.page.loading')}</DialogContentText>}
        {fields?.length === 0 && <DialogContentText>{translate('app.conflict.same')}</DialogContentText>}
        {fields?.map((one) => (
          <Box key={one.field} sx={{ mb: 2 }}>
            <Typography id={`conflict-field-${one.field}`} variant="subtitle2" component="h3">
              {label(one.field)}
            </Typography>
            <RadioGroup
              aria-labelledby={`conflict-field-${one.field}`}
              value={chosen(one)}
              onChange={(event) => setChoices({ ...choices, [one.field]: event.target.value as Side })}
            >
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {option(one, 'mine')}
                {option(one, 'theirs')}
              </Stack>
            </RadioGroup>
          </Box>
        ))}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button onClick={onReload}>{translate('app.conflict.reload')}</Button>
        <Button
          variant="contained"
          disabled={fields === null}
          onClick={() => onSave(Object.fromEntries((fields ?? []).map((one) => [one.field, chosen(one)])))}
        >
          {translate('app.conflict.save_merged')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
