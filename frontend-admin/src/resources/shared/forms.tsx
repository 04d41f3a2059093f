import type { ReactNode } from 'react';
import { PreviewButton } from '../../preview/PreviewButton';
import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, TopToolbar, ListButton } from 'react-admin';

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
 * Create and edit screens of every resource. Pessimistic, so the server's verdict (422 field errors, 409)
 * is shown on the form before anything looks saved.
 */
export function EditScreen({ children, actions, canDelete = true }: FormScreenProps) {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      actions={
        <TopToolbar>
          <ListButton />
          <PreviewButton />
          {actions}
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<EditToolbar canDelete={canDelete} />} sx={{ maxWidth: 960 }}>
        {children}
      </SimpleForm>
    </Edit>
  );
}

export function CreateScreen({ children }: FormScreenProps) {
  return (
    <Create redirect="list">
      <SimpleForm sx={{ maxWidth: 960 }}>{children}</SimpleForm>
    </Create>
  );
}
