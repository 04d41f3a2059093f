import { DateField, regex, required, TextField, TextInput } from 'react-admin';
import { RichTextInput } from '../../editor/RichTextInput';
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
    <DateField source="updated_at" showTime />
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
