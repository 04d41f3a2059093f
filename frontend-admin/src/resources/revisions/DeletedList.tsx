import RestoreIcon from '@mui/icons-material/Restore';
import { Button } from '@mui/material';
import { AdminCall, REVISION_FAMILIES, type RevisionSummary } from '@site/contract';
import {
  SelectInput,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  FunctionField,
} from 'react-admin';
import { useApi } from '../../api/ApiContext';
import { useFormatDateTime } from '../../i18n/dateTime';
import { DateTimeField } from '../shared/DateTimeField';
import { ResponsiveList } from '../shared/ResponsiveList';

const familyChoices = REVISION_FAMILIES.map((family) => ({ id: family, name: family }));

/** Brings the item back from its last revision (the one its delete stored). */
function RestoreButton() {
  const record = useRecordContext<RevisionSummary>();
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!record) return null;
  const restore = async () => {
    try {
      await api.call(AdminCall.RESTORE_REVISION, { id: record.id });
      notify('app.deleted.restored', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <Button size="small" startIcon={<RestoreIcon />} onClick={() => void restore()}>
      {translate('app.deleted.restore')}
    </Button>
  );
}

/** /adm/deleted: 最近删除 — deleted items, newest first, each with a restore button (on phones too). */
function DeletedItems() {
  const formatDateTime = useFormatDateTime();
  return (
    <ResponsiveList
      filters={[<SelectInput key="family" source="family" choices={familyChoices} alwaysOn />]}
      canCreate={false}
      canDelete={false}
      primaryText={(record) => `${record.title || record.item_id}`}
      secondaryText={(record) => `${record.family} · ${record.username}`}
      tertiaryText={(record) => formatDateTime(record.created_at)}
      cardAction={() => <RestoreButton />}
    >
      <TextField source="family" sortable={false} />
      <FunctionField
        source="title"
        sortable={false}
        render={(record: RevisionSummary) => record.title || record.item_id}
      />
      <TextField source="username" sortable={false} />
      <DateTimeField source="created_at" sortable={false} />
      <RestoreButton />
    </ResponsiveList>
  );
}

export const deleted = { list: DeletedItems };
