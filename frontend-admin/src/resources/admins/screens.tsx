import { Alert } from '@mui/material';
import {
  PasswordInput,
  regex,
  required,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  maxLength,
  minLength,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ResetTotpButton } from '../../auth/ResetTotpButton';
import { DateTimeField } from '../shared/DateTimeField';
import { FlagInput } from '../shared/FlagInput';
import { searchFilter, statusFilter } from '../shared/inputs';
import { ResponsiveList } from '../shared/ResponsiveList';
import { simpleResource } from '../shared/simpleResource';
import { StatusSwitch } from '../shared/StatusSwitch';

const roleChoices = [
  { id: 'super', name: 'app.role.super' },
  { id: 'editor', name: 'app.role.editor' },
];

/** Why some status switches are refused (409): the server never lets these happen. */
function StatusRules() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      {translate('app.admin.self_disable')} {translate('app.admin.last_super')}
    </Alert>
  );
}

const AdminList = () => (
  <>
    <StatusRules />
    <ResponsiveList
      filters={[searchFilter, <SelectInput key="role" source="role" choices={roleChoices} />, statusFilter]}
      sort={{ field: 'id', order: 'ASC' }}
      canDelete={false}
      primaryText={(record) => `${record.nickname || record.username} (${record.username})`}
      secondaryText={(record) => <SelectField record={record} source="role" choices={roleChoices} />}
      tertiaryText={() => <StatusSwitch />}
    >
      <TextField source="username" />
      <TextField source="nickname" />
      <SelectField source="role" choices={roleChoices} />
      <DateTimeField source="last_login_at" />
      <TextField source="last_login_ip" sortable={false} />
      <StatusSwitch source="status" sortable={false} />
    </ResponsiveList>
  </>
);

/** Password: required when creating, optional when editing (empty keeps the old one). */
function PasswordField() {
  const record = useRecordContext();
  const rules = [minLength(8), maxLength(72)];
  return (
    <PasswordInput
      source="password"
      validate={record?.id ? rules : [required(), ...rules]}
      parse={(value: string) => value || undefined}
      helperText={record?.id ? '留空则不修改密码' : '8–72 个字符'}
    />
  );
}

const adminInputs = (
  <>
    <TextInput source="username" validate={[required(), regex(/^[A-Za-z0-9_]{3,32}$/, '3–32 位字母、数字或下划线')]} />
    <TextInput source="nickname" />
    <SelectInput source="role" choices={roleChoices} defaultValue="editor" validate={required()} />
    <PasswordField />
    <FlagInput source="status" defaultValue={1} />
    <ResetTotpButton />
  </>
);

export const screens = simpleResource({
  list: AdminList,
  inputs: adminInputs,
  canDelete: false,
});
