import { Chip } from '@mui/material';
import { required, SelectInput, TextField, TextInput, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { GroupAside } from '../shared/GroupAside';
import { FlagInput } from '../shared/FlagInput';
import { searchFilter } from '../shared/inputs';
import { ResponsiveList } from '../shared/ResponsiveList';
import { simpleResource } from '../shared/simpleResource';

/** Public settings leave the API on public calls; private ones stay in the back office. */
function VisibilityChip(_props: { label?: string; source?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const isPublic = Number(record.is_public) === 1;
  return (
    <Chip
      size="small"
      color={isPublic ? 'success' : 'default'}
      label={translate(isPublic ? 'app.set.public' : 'app.set.private')}
    />
  );
}

const publicFilter = (
  <SelectInput
    key="is_public"
    source="is_public"
    choices={[
      { id: 1, name: 'app.set.public' },
      { id: 0, name: 'app.set.private' },
    ]}
  />
);

/** The groups the settings use now (settings are few: one page of them holds every group). */
function SettingGroups() {
  const { data = [] } = useGetList('set', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'group', order: 'ASC' },
  });
  const groups = [...new Set(data.map((setting) => String(setting.group)))].filter(Boolean);
  return <GroupAside groups={groups} label="resources.set.fields.group" />;
}

const SettingList = () => (
  <ResponsiveList
    aside={<SettingGroups />}
    filters={[searchFilter, <TextInput key="group" source="group" />, publicFilter]}
    sort={{ field: 'group', order: 'ASC' }}
    primaryText={(record) => record.title || record.key}
    secondaryText={(record) => `${record.group} · ${record.key}`}
    tertiaryText={() => <VisibilityChip />}
  >
    <TextField source="group" />
    <TextField source="title" />
    <TextField source="key" />
    <TextField source="value" sortable={false} />
    <VisibilityChip source="is_public" />
  </ResponsiveList>
);

const settingInputs = (
  <>
    <TextInput source="key" validate={required()} />
    <TextInput source="title" fullWidth />
    <TextInput source="value" multiline fullWidth />
    <TextInput source="group" />
    <FlagInput source="is_public" defaultValue={1} />
  </>
);

export const screens = simpleResource({
  list: SettingList,
  inputs: settingInputs,
});
