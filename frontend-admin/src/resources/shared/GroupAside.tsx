import FolderIcon from '@mui/icons-material/Folder';
import { Card, CardContent } from '@mui/material';
import { FilterList, FilterListItem } from 'react-admin';

/** A list's side panel with one entry per group, so rows can be shown group by group (desktop only). */
export function GroupAside({
  groups,
  label,
  labelOf = (group) => group,
}: {
  groups: string[];
  label: string;
  /** A group's label (a translation key, or the group as stored). */
  labelOf?: (group: string) => string;
}) {
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 180, flexShrink: 0, alignSelf: 'flex-start' }}>
      <CardContent>
        <FilterList label={label} icon={<FolderIcon />}>
          {groups.map((group) => (
            <FilterListItem key={group} label={labelOf(group)} value={{ group }} />
          ))}
        </FilterList>
      </CardContent>
    </Card>
  );
}
