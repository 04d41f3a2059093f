import CategoryIcon from '@mui/icons-material/Category';
import { Button, CreateButton, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  required,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { MediaUrlInput } from '../uploads/MediaUrlInput';
import { FlagInput } from '../shared/FlagInput';
import { SortInput, searchFilter, statusFilter } from '../shared/inputs';
import { ResponsiveList } from '../shared/ResponsiveList';
import { simpleResource } from '../shared/simpleResource';
import { StatusSwitch } from '../shared/StatusSwitch';
import { FileSizeField } from './FileSizeField';
import { formatBytes } from '@site/contract';

const categoryInput = (
  <ReferenceInput key="cate_id" source="cate_id" reference="download_cate" sort={{ field: 'sort', order: 'ASC' }}>
    <SelectInput optionText="name" validate={required()} />
  </ReferenceInput>
);

const DownloadActions = () => (
  <TopToolbar>
    <Button component={Link} to="/download_cate" label="app.download.categories">
      <CategoryIcon />
    </Button>
    <CreateButton />
  </TopToolbar>
);

const DownloadList = () => (
  <ResponsiveList
    filters={[searchFilter, categoryInput, statusFilter]}
    sort={{ field: 'sort', order: 'ASC' }}
    actions={<DownloadActions />}
    primaryText={(record) => record.title}
    secondaryText={(record) => `${record.file_name} · ${formatBytes(record.file_size)} · ↓${record.download_count}`}
    tertiaryText={() => <StatusSwitch />}
  >
    <TextField source="title" />
    <ReferenceField source="cate_id" reference="download_cate" sortable={false} />
    <TextField source="file_name" sortable={false} />
    <FileSizeField source="file_size" />
    <NumberField source="download_count" />
    <NumberField source="sort" />
    <StatusSwitch source="status" sortable={false} />
  </ResponsiveList>
);

const downloadInputs = (
  <>
    {categoryInput}
    <TextInput source="title" validate={required()} fullWidth />
    <TextInput source="description" multiline minRows={2} fullWidth />
    <MediaUrlInput source="file_url" kind="other" nameSource="file_name" sizeSource="file_size" validate={required()} />
    <TextInput source="file_name" fullWidth />
    <NumberInput source="file_size" helperText="字节；上传文件时自动填写" />
    <SortInput />
    <FlagInput source="status" defaultValue={1} />
  </>
);

export const screens = simpleResource({
  list: DownloadList,
  inputs: downloadInputs,
});
