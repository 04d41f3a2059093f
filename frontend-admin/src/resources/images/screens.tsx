import { Chip } from '@mui/material';
import {
  AutocompleteInput,
  FunctionField,
  NumberField,
  required,
  TextField,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { MediaUrlInput } from '../uploads/MediaUrlInput';
import { FlagInput } from '../shared/FlagInput';
import { SortInput, searchFilter, statusFilter } from '../shared/inputs';
import { ResponsiveList } from '../shared/ResponsiveList';
import { simpleResource } from '../shared/simpleResource';
import { StatusSwitch } from '../shared/StatusSwitch';
import { Thumbnail } from '../shared/Thumbnail';
import { GroupAside } from '../shared/GroupAside';
import { groupLabelKey, IMAGE_GROUPS } from './groups';

const groupChoices = IMAGE_GROUPS.map((group) => ({ id: group, name: groupLabelKey(group) }));

/** A row's group in the interface language (banner → 横幅 / Banner…). */
function GroupChip(_props: { source: string }) {
  const translate = useTranslate();
  return (
    <FunctionField
      render={(record: RaRecord) => (
        <Chip size="small" label={translate(groupLabelKey(record.group), { _: record.group })} />
      )}
    />
  );
}

function ImageList() {
  const translate = useTranslate();
  return (
    <ResponsiveList
      filters={[searchFilter, <AutocompleteInput key="group" source="group" choices={groupChoices} />, statusFilter]}
      sort={{ field: 'group', order: 'ASC' }}
      aside={<GroupAside groups={IMAGE_GROUPS} label="resources.img_list.fields.group" labelOf={groupLabelKey} />}
      primaryText={(record) => record.title || record.image}
      secondaryText={(record) => translate(groupLabelKey(record.group), { _: record.group })}
      tertiaryText={() => <StatusSwitch />}
      leftAvatar={() => <Thumbnail source="image" size={40} />}
    >
      <Thumbnail source="image" size={64} />
      <GroupChip source="group" />
      <TextField source="title" />
      <NumberField source="sort" />
      <StatusSwitch source="status" sortable={false} />
    </ResponsiveList>
  );
}

const imageInputs = (
  <>
    <TextInput source="title" fullWidth />
    <AutocompleteInput
      source="group"
      choices={groupChoices}
      validate={required()}
      onCreate={(group) => ({ id: group, name: group })}
    />
    <MediaUrlInput source="image" kind="image" validate={required()} />
    <MediaUrlInput source="video" kind="video" />
    <TextInput source="link" fullWidth />
    <TextInput source="description" multiline minRows={2} fullWidth />
    <SortInput />
    <FlagInput source="status" defaultValue={1} />
  </>
);

export const screens = simpleResource({
  list: ImageList,
  inputs: imageInputs,
});
