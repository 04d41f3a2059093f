import type { VersionConflict } from '@site/contract';
import { useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  Create,
  DeleteButton,
  Edit,
  type HttpError,
  ListButton,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRefresh,
  useSaveContext,
  setSubmissionErrors,
} from 'react-admin';
import { PreviewButton } from '../../preview/PreviewButton';
import { ConflictDialog, versionConflictOf } from '../../revisions/ConflictDialog';
import { RevisionsPanel } from '../../revisions/RevisionsPanel';

interface FormScreenProps {
  children: ReactNode;
  /** Extra buttons next to "back to list", e.g. "view on the site". */
  actions?: ReactNode;
  canDelete?: boolean;
}

function EditToolbar({ canDelete }: { canDelete: boolean }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

/**
 * The choices after a save refused for a newer version, inside the form: overwriting submits this form again, based
 * on the newer version (a form submit, so a success leaves the form saved and goes back to the list as any save);
 * reloading shows the newer version in the form.
 */
function ConflictResolution({ conflict, onClose }: { conflict: VersionConflict; onClose: () => void }) {
  const refresh = useRefresh();
  const { handleSubmit, setError } = useFormContext();
  const { save } = useSaveContext();
  const overwrite = () => {
    onClose();
    void handleSubmit(async (values) => {
      const errors = await save?.({ ...values, version: conflict.current_version });
      if (errors) setSubmissionErrors(errors, setError);
    })();
  };
  const reload = () => {
    onClose();
    refresh();
  };
  return <ConflictDialog conflict={conflict} onOverwrite={overwrite} onReload={reload} onClose={onClose} />;
}

/**
 * Create and edit screens of every resource. Pessimistic, so the server's verdict (422 field errors, 409)
 * is shown on the form before anything looks saved; a refused save leaves the form unsaved (dataProvider). A save
 * carries the version it was based on; when someone saved meanwhile, the conflict dialog offers compare, overwrite or
 * reload. Leaving with unsaved changes asks first. Below the form: the item's 历史版本.
 */
export function EditScreen({ children, actions, canDelete = true }: FormScreenProps) {
  const notify = useNotify();
  const [conflict, setConflict] = useState<VersionConflict | null>(null);

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
      <SimpleForm toolbar={<EditToolbar canDelete={canDelete} />} sx={{ maxWidth: 960 }} warnWhenUnsavedChanges>
        {children}
        {conflict && <ConflictResolution conflict={conflict} onClose={() => setConflict(null)} />}
      </SimpleForm>
      <RevisionsPanel />
    </Edit>
  );
}

export function CreateScreen({ children }: FormScreenProps) {
  return (
    <Create redirect="list">
      <SimpleForm sx={{ maxWidth: 960 }} warnWhenUnsavedChanges>
        {children}
      </SimpleForm>
    </Create>
  );
}
