import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { AUDIT_ACTIONS, type AuditEntry } from '@site/contract';
import {
  DateTimeInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  downloadCSV,
  useDataProvider,
  useListContext,
  useTranslate,
  FunctionField,
} from 'react-admin';
import { useFormatDateTime } from '../../i18n/dateTime';
import { DateTimeField } from '../shared/DateTimeField';
import { ResponsiveList } from '../shared/ResponsiveList';
import { auditCsv } from './csv';
import { auditLabels } from './labels';

/** The most entries one export reads (pages of 100, the contract's largest). */
const EXPORT_MAX = 10_000;
const PAGE = 100;

const actionChoices = AUDIT_ACTIONS.map((action) => ({ id: action, name: `app.audit.actions.${action}` }));

const filters = [
  <TextInput key="actor" source="actor" alwaysOn />,
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
  <TextInput key="family" source="family" />,
  <DateTimeInput key="from" source="from" parse={(value: string) => (value ? new Date(value).toISOString() : '')} />,
  <DateTimeInput key="to" source="to" parse={(value: string) => (value ? new Date(value).toISOString() : '')} />,
];

/** CSV of every entry the filters select, read page by page. */
function ExportCsvButton() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const exportAll = async () => {
    const entries: AuditEntry[] = [];
    for (let page = 1; entries.length < EXPORT_MAX; page++) {
      const { data, total } = await dataProvider.getList<AuditEntry>('audit', {
        pagination: { page, perPage: PAGE },
        sort: { field: '', order: 'DESC' },
        filter: filterValues,
      });
      entries.push(...data);
      if (data.length < PAGE || entries.length >= (total ?? 0)) break;
    }
    downloadCSV(auditCsv(entries, translate), 'audit-log');
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void exportAll()}>
      {translate('ra.action.export')}
    </Button>
  );
}

/** /adm/audit (super admins): who did what, newest first, with filters and CSV export. */
function AuditList() {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const labels = auditLabels(translate);
  return (
    <ResponsiveList
      filters={filters}
      canCreate={false}
      canDelete={false}
      actions={
        <TopToolbar>
          <ExportCsvButton />
        </TopToolbar>
      }
      primaryText={(record) => `${record.username} · ${labels.action(record.action)} · ${record.title}`}
      secondaryText={(record) =>
        `${labels.family(record.family)} ${record.target_id ?? ''} · ${labels.fields(record as AuditEntry).join(', ')}`
      }
      tertiaryText={(record) => `${formatDateTime(record.created_at)} · ${record.ip}`}
    >
      <DateTimeField source="created_at" sortable={false} />
      <TextField source="username" sortable={false} />
      <FunctionField source="role" sortable={false} render={(record: AuditEntry) => labels.role(record.role)} />
      <FunctionField source="action" sortable={false} render={(record: AuditEntry) => labels.action(record.action)} />
      <FunctionField source="family" sortable={false} render={(record: AuditEntry) => labels.family(record.family)} />
      <TextField source="title" sortable={false} />
      <FunctionField
        source="fields"
        sortable={false}
        render={(record: AuditEntry) => labels.fields(record).join(', ')}
      />
      <TextField source="ip" sortable={false} />
      <TextField source="user_agent" sortable={false} />
    </ResponsiveList>
  );
}

export const screens = { list: AuditList };
