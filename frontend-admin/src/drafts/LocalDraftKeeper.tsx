import { Alert, Button, Stack } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import {
  useGetIdentity,
  useRecordContext,
  useRegisterMutationMiddleware,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFormatDateTime } from '../i18n/dateTime';
import { clearDraft, draftKey, leftBySessionEnd, readDraft, writeDraft, type LocalDraft } from './draftStore';

type DataProviderSave = (resource: string, params: unknown) => Promise<unknown>;

/**
 * Inside a create or edit form: while the form has unsaved changes they are kept in this browser (per admin,
 * resource and item), so a reload, a crashed tab or a session that ended (signed out from elsewhere, expired) loses
 * nothing. Opening the form again offers the kept draft back, saying why it was left unsaved; a successful save
 * forgets it.
 */
export function LocalDraftKeeper() {
  const { identity } = useGetIdentity();
  const resource = useResourceContext();
  const record = useRecordContext();
  const key = identity && resource ? draftKey(identity.id, resource, record?.id) : null;
  return key ? <KeptDraft key={key} storageKey={key} /> : null;
}

function KeptDraft({ storageKey }: { storageKey: string }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const { setValue, formState } = useFormContext();
  const values = useWatch();
  const [offered, setOffered] = useState<LocalDraft | null>(() => readDraft(storageKey));

  useEffect(() => {
    // Not while a kept draft is offered: the form's own values would replace it before the admin chose.
    if (formState.isDirty && !offered) writeDraft(storageKey, values);
  }, [formState.isDirty, offered, storageKey, values]);

  // Around the data provider's create or update: once the server has stored the form, the draft is forgotten.
  const forgetOnSuccess = useCallback(
    async (resource: string, params: unknown, next: DataProviderSave) => {
      const saved = await next(resource, params);
      // A call that ended the session answers an empty record (react-admin signs out instead of failing): kept.
      if ((saved as { data?: { id?: unknown } } | undefined)?.data?.id !== undefined) clearDraft(storageKey);
      return saved;
    },
    [storageKey],
  );
  useRegisterMutationMiddleware(forgetOnSuccess as never);

  if (!offered) return null;
  const restore = () => {
    for (const [field, value] of Object.entries(offered.values)) setValue(field, value, { shouldDirty: true });
    setOffered(null);
  };
  const discard = () => {
    clearDraft(storageKey);
    setOffered(null);
  };
  return (
    <Alert
      severity="info"
      role="alert"
      sx={{ mb: 2, width: '100%' }}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button color="inherit" size="small" onClick={restore}>
            {translate('app.drafts.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={discard}>
            {translate('app.drafts.discard')}
          </Button>
        </Stack>
      }
    >
      {translate(leftBySessionEnd(offered) ? 'app.drafts.after_session_end' : 'app.drafts.found', {
        time: formatDateTime(offered.saved_at),
      })}
    </Alert>
  );
}
