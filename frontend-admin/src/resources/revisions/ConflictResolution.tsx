import type { VersionConflict } from '@site/contract';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  type RaRecord,
  setSubmissionErrors,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useSaveContext,
} from 'react-admin';
import { ConflictDialog, type ConflictingField, type Side } from './ConflictDialog';
import { HIDDEN_FIELDS } from './families';

const same = (one: unknown, other: unknown) => JSON.stringify(one ?? null) === JSON.stringify(other ?? null);

/**
 * The fields a merge must decide: those whose value in this form differs from the saved one. Proposed: this form's
 * value where the editor changed the field, the saved one where only the other admin did (keeping this form's there
 * would quietly undo their save).
 */
export function conflictingFields(
  mine: Record<string, unknown>,
  base: Record<string, unknown>,
  theirs: Record<string, unknown>,
): ConflictingField[] {
  return Object.keys(mine)
    .filter((field) => !HIDDEN_FIELDS.has(field) && field in theirs && !same(mine[field], theirs[field]))
    .map((field) => ({
      field,
      mine: mine[field],
      theirs: theirs[field],
      proposed: same(mine[field], base[field]) ? 'theirs' : 'mine',
    }));
}

/**
 * The choices after a save refused for a newer version, inside the form: the saved version is read, and the fields
 * that differ are set side by side. Saving the merge submits the merged form through the form's own save (so a success
 * is any save's: the draft forgotten, back to the list), based on the newer version and sent as changes from it
 * (`meta.basis`, read by the data provider); reloading shows the newer version in the form.
 */
export function ConflictResolution({ conflict, onClose }: { conflict: VersionConflict; onClose: () => void }) {
  const refresh = useRefresh();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const { getValues, handleSubmit, setValue, setError } = useFormContext();
  const { save } = useSaveContext();
  const [theirs, setTheirs] = useState<RaRecord | null>(null);

  const id = record?.id;
  useEffect(() => {
    if (id === undefined) return;
    dataProvider
      .getOne(resource, { id })
      .then(({ data }) => setTheirs(data))
      .catch((error: unknown) => {
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        onClose();
      });
  }, [dataProvider, resource, id, conflict, notify, onClose]);

  const fields = theirs ? conflictingFields(getValues(), record ?? {}, theirs) : null;

  const reload = () => {
    onClose();
    refresh();
  };
  const saveMerged = async (choices: Record<string, Side>) => {
    if (!theirs) return;
    onClose();
    const taken = Object.entries(choices).filter(([, side]) => side === 'theirs');
    for (const [field] of taken) setValue(field, theirs[field], { shouldDirty: true });
    // A form submit, so that a success leaves the form saved (nothing unsaved to ask about) and goes back to the list.
    await handleSubmit(async (values) => {
      const errors = await save?.({ ...values, version: theirs.version }, { meta: { basis: theirs } });
      if (errors) setSubmissionErrors(errors, setError);
    })();
  };
  return (
    <ConflictDialog
      conflict={conflict}
      fields={fields}
      onSave={(choices) => void saveMerged(choices)}
      onReload={reload}
      onClose={onClose}
    />
  );
}
