import { NumberField, required, TextField, TextInput } from 'react-admin';
import { SortInput, searchFilter } from '../shared/inputs';
import { ResponsiveList } from '../shared/ResponsiveList';
import { simpleResource } from '../shared/simpleResource';

// Deleting a category that still holds downloads answers 409; the server's message says so and is shown as a toast.
const CategoryList = () => (
  <ResponsiveList
    filters={[searchFilter]}
    sort={{ field: 'sort', order: 'ASC' }}
    primaryText={(record) => record.name}
    secondaryText={(record) => `#${record.sort}`}
  >
    <TextField source="name" />
    <NumberField source="sort" />
  </ResponsiveList>
);

export const screens = simpleResource({
  list: CategoryList,
  inputs: (
    <>
      <TextInput source="name" validate={required()} />
      <SortInput />
    </>
  ),
});
