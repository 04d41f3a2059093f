import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  CreateButton,
  maxValue,
  minValue,
  NumberField,
  NumberInput,
  required,
  TextField,
  TextInput,
  TopToolbar,
  useStore,
  useTranslate,
} from 'react-admin';
import { RichTextInput } from '../../editor/RichTextInput';
import { MediaUrlInput } from '../uploads/MediaUrlInput';
import { SortInput, searchFilter } from '../shared/inputs';
import { ResponsiveList } from '../shared/ResponsiveList';
import { simpleResource } from '../shared/simpleResource';
import { Thumbnail } from '../shared/Thumbnail';
import { HistoryTimeline } from './HistoryTimeline';

const when = (record: { year: number; month: number | null }) =>
  record.month ? `${record.year} 年 ${record.month} 月` : `${record.year} 年`;

type HistoryView = 'timeline' | 'table';

/** Table or timeline, remembered per browser; search and sort apply to both, bulk delete to the table. */
function ViewSwitch({ view, onChange }: { view: HistoryView; onChange: (view: HistoryView) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_event, next: HistoryView | null) => next && onChange(next)}
      aria-label={translate('app.history.view')}
    >
      <ToggleButton value="timeline">{translate('app.history.timeline')}</ToggleButton>
      <ToggleButton value="table">{translate('app.history.table')}</ToggleButton>
    </ToggleButtonGroup>
  );
}

const HistoryList = () => {
  const [view, setView] = useStore<HistoryView>('history.view', 'timeline');
  return (
    <ResponsiveList
      filters={[searchFilter]}
      sort={{ field: 'year', order: 'DESC' }}
      view={view === 'timeline' ? <HistoryTimeline /> : undefined}
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          <ViewSwitch view={view} onChange={setView} />
          <CreateButton />
        </TopToolbar>
      }
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
};

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

export const screens = simpleResource({
  list: HistoryList,
  inputs: historyInputs,
});
