import { Stack } from '@mui/material';
import type { VersionConflict } from '@site/contract';
import { useCallback, useState, type ReactNode } from 'react';
import {
  Create,
  type CreateParams,
  type RaRecord,
  type UpdateParams,
  DeleteButton,
  Edit,
  type HttpError,
  ListButton,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRedirect,
  useResourceContext,
} from 'react-admin';
import { LocalDraftKeeper } from '../../drafts/LocalDraftKeeper';
import { PreviewButton } from '../../preview/PreviewButton';
import { versionConflictOf } from '../revisions/ConflictDialog';
import { ConflictResolution } from '../revisions/ConflictResolution';
import { RevisionsPanel } from '../revisions/RevisionsPanel';

interface FormScreenProps {
  children: ReactNode;
  /** Extra buttons next to "back to list", e.g. "view on the site". */
  actions?: ReactNode;
  canDelete?: boolean;
}

/** Saves and stays on the form (a new item opens in its edit form), where 保存 goes back to the list. */
function SaveAndContinueButton() {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const onSuccess = (saved: RaRecord, params: CreateParams | UpdateParams) => {
    notify('app.drafts.saved', { type: 'success' });
    if (!('id' in params)) redirect('edit', resource, saved.id);
  };
  return (
    <SaveButton
      type="button"
      variant="outlined"
      label="app.drafts.save_and_continue"
      icon={<></>}
      mutationOptions={{ onSuccess }}
    />
  );
}

function FormToolbar({ canDelete }: { canDelete: boolean }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <SaveButton />
        <SaveAndContinueButton />
      </Stack>
      {canDelete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

/**
 * Create and edit screens of every resource. Pessimistic, so the server's verdict (422 field errors, 409)
 * is shown on the form before anything looks saved; a refused save leaves the form unsaved (dataProvider). A save
 * carries the version it was based on; when someone saved meanwhile, the conflict dialog sets this form against their
 * save field by field (ConflictResolution). Leaving with unsaved changes asks first. Below the form: the item's 历史版本.
 */
export function EditScreen({ children, actions, canDelete = true }: FormScreenProps) {
  const notify = useNotify();
  const [conflict, setConflict] = useState<VersionConflict | null>(null);
  const closeConflict = useCallback(() => setConflict(null), []);

  // Refused saves carry their message as a form error, which the form shows; anything else (no answer) is told here.
  const onError = (error: unknown) => {
    const data = versionConflictOf(error);
    if (data) setConflict(data);
    else if (!(error as HttpError | null)?.body?.errors) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      redirect="list"
      actions={
        <TopToolbar>
          <ListButton />
          <PreviewButton />
          {actions}
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<FormToolbar canDelete={canDelete} />} sx={{ maxWidth: 960 }} warnWhenUnsavedChanges>
        <LocalDraftKeeper />
        {children}
        {conflict && <ConflictResolution conflict={conflict} onClose={closeConflict} />}
      </SimpleForm>
      <RevisionsPanel />
    </Edit>
  );
}

export function CreateScreen({ children }: FormScreenProps) {
  return (
    <Create redirect="list">
      <SimpleForm toolbar={<FormToolbar canDelete={false} />} sx={{ maxWidth: 960 }} warnWhenUnsavedChanges>
        <LocalDraftKeeper />
        {children}
      </SimpleForm>
    </Create>
  );
}
