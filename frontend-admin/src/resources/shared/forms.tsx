import type { VersionConflict } from '@site/contract';
import { useState, type ReactNode } from 'react';
import {
  Create,
  DeleteButton,
  Edit,
  ListButton,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRedirect,
  useRefresh,
  useResourceContext,
  useUpdate,
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

interface SaveVariables {
  id: unknown;
  data: Record<string, unknown>;
  previousData: Record<string, unknown>;
}

/**
 * Create and edit screens of every resource. Pessimistic, so the server's verdict (422 field errors, 409)
 * is shown on the form before anything looks saved. A save carries the version it was based on (dataProvider);
 * when someone saved meanwhile, the conflict dialog offers compare, overwrite or reload. Leaving with unsaved
 * changes asks first. Below the form: the item's 历史版本.
 */
export function EditScreen({ children, actions, canDelete = true }: FormScreenProps) {
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [update] = useUpdate();
  const [conflict, setConflict] = useState<{ data: VersionConflict; variables: SaveVariables } | null>(null);

  const onError = (error: unknown, variables: unknown) => {
    const data = versionConflictOf(error);
    if (data) setConflict({ data, variables: variables as SaveVariables });
    else notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
  };
  const overwrite = () => {
    if (!conflict) return;
    const { id, data, previousData } = conflict.variables;
    setConflict(null);
    void update(
      resource,
      { id: id as number, data, previousData: { ...previousData, version: conflict.data.current_version } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => redirect('list', resource),
        onError: (error) => onError(error, conflict.variables),
      },
    );
  };
  const reload = () => {
    setConflict(null);
    refresh();
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
      </SimpleForm>
      <RevisionsPanel />
      {conflict && (
        <ConflictDialog
          conflict={conflict.data}
          onOverwrite={overwrite}
          onReload={reload}
          onClose={() => setConflict(null)}
        />
      )}
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
