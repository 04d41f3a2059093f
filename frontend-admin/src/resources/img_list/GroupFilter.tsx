import FolderIcon from '@mui/icons-material/Folder';
import { Card, CardContent } from '@mui/material';
import { FilterList, FilterListItem } from 'react-admin';
import { IMAGE_GROUPS } from './groups';

/** The list's side panel: one entry per group, so the images are shown group by group. */
export function GroupFilter() {
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 180, display: { xs: 'none', lg: 'block' } }}>
      <CardContent>
        <FilterList label="resources.img_list.fields.group" icon={<FolderIcon />}>
          {IMAGE_GROUPS.map((group) => (
            <FilterListItem key={group} label={group} value={{ group }} />
          ))}
        </FilterList>
      </CardContent>
    </Card>
  );
}
