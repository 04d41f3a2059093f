import { regex, required, TextField, TextInput } from 'react-admin';
import { RichTextInput } from '../../editor/RichTextInput';
import { DateTimeField } from '../shared/DateTimeField';
import { searchFilter } from '../shared/inputs';
import { ResponsiveList } from '../shared/ResponsiveList';
import { simpleResource } from '../shared/simpleResource';

const PageTextList = () => (
  <ResponsiveList
    filters={[searchFilter]}
    sort={{ field: 'key', order: 'ASC' }}
    primaryText={(record) => record.title}
    secondaryText={(record) => record.key}
  >
    <TextField source="key" />
    <TextField source="title" />
    <DateTimeField source="updated_at" />
  </ResponsiveList>
);

const pageTextInputs = (
  <>
    <TextInput source="key" validate={[required(), regex(/^[a-z0-9_]+$/, '只能使用小写字母、数字和下划线')]} />
    <TextInput source="title" validate={required()} fullWidth />
    <RichTextInput source="content" />
  </>
);

export const screens = simpleResource({
  list: PageTextList,
  inputs: pageTextInputs,
});
