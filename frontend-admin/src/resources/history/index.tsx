import { maxValue, minValue, NumberField, NumberInput, required, TextField, TextInput } from 'react-admin';
import { RichTextInput } from '../../editor/RichTextInput';
import { MediaUrlInput } from '../../media/MediaUrlInput';
import { SortInput, searchFilter } from '../shared/inputs';
import { ResponsiveList } from '../shared/ResponsiveList';
import { simpleResource } from '../shared/simpleResource';
import { Thumbnail } from '../shared/Thumbnail';

const when = (record: { year: number; month: number | null }) =>
  record.month ? `${record.year} 年 ${record.month} 月` : `${record.year} 年`;

const HistoryList = () => (
  <ResponsiveList
    filters={[searchFilter]}
    sort={{ field: 'year', order: 'DESC' }}
    primaryText={(record) => record.title}
    secondaryText={(record) => when(record as never)}
    leftAvatar={() => <Thumbnail source="image" size={40} />}
  >
    <NumberField source="year" options={{ useGrouping: false }} />
    <NumberField source="month" />
    <TextField source="title" />
    <Thumbnail source="image" sortable={false} />
    <NumberField source="sort" />
  </ResponsiveList>
);

const historyInputs = (
  <>
    <NumberInput source="year" validate={[required(), minValue(1000), maxValue(9999)]} />
    <NumberInput source="month" validate={[minValue(1), maxValue(12)]} />
    <TextInput source="title" validate={required()} fullWidth />
    <MediaUrlInput source="image" kind="image" />
    <SortInput />
    <RichTextInput source="content" />
  </>
);

export const history = simpleResource({
  list: HistoryList,
  inputs: historyInputs,
});
