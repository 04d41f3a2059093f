import { Box } from '@mui/material';
import { NumberField, SelectField, TextField, TextInput, useRecordContext } from 'react-admin';
import { useFormatDateTime } from '../../i18n/dateTime';
import { DateTimeField } from '../shared/DateTimeField';
import { searchFilter } from '../shared/inputs';
import { ResponsiveList } from '../shared/ResponsiveList';
import { PlayerSettingsCard } from './PlayerSettingsCard';
import { VideosCard } from './VideosCard';

const typeChoices = [
  { id: 0, name: 'app.danmaku.types.right_to_left' },
  { id: 1, name: 'app.danmaku.types.top' },
  { id: 2, name: 'app.danmaku.types.bottom' },
];

/** The comment's colour as a swatch (colour is an integer 0–16777215). */
function ColorSwatch(_props: { source?: string; sortable?: boolean }) {
  const record = useRecordContext();
  if (!record) return null;
  const hex = `#${Number(record.color).toString(16).padStart(6, '0')}`;
  return (
    <Box
      component="span"
      title={hex}
      sx={{
        display: 'inline-block',
        width: 16,
        height: 16,
        borderRadius: '50%',
        bgcolor: hex,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}

/** /adm/plugin: the player's settings, then comments per video (author, time, text shown as text), search and bulk delete. */
function DanmakuList() {
  const formatDateTime = useFormatDateTime();
  return (
    <>
      <PlayerSettingsCard />
      <VideosCard />
      <ResponsiveList
        filters={[searchFilter, <TextInput key="video_id" source="video_id" alwaysOn />]}
        sort={{ field: 'created_at', order: 'DESC' }}
        canCreate={false}
        primaryText={(record) => record.text}
        secondaryText={(record) => `${record.video_id} · ${record.author} · ${record.time}s`}
        tertiaryText={(record) => formatDateTime(record.created_at)}
      >
        <TextField source="video_id" />
        <TextField source="author" sortable={false} />
        <NumberField source="time" />
        {/* TextField renders text, never HTML: a comment can not inject markup here. */}
        <TextField source="text" sortable={false} />
        <ColorSwatch source="color" sortable={false} />
        <SelectField source="type" choices={typeChoices} sortable={false} />
        <TextField source="ip" sortable={false} />
        <DateTimeField source="created_at" />
      </ResponsiveList>
    </>
  );
}

export const screens = { list: DanmakuList };
