import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';

interface ThumbnailProps {
  source: string;
  label?: string;
  size?: number;
  sortable?: boolean;
}

/** A small preview of an image URL field (lists and cards). */
export function Thumbnail({ source, size = 48 }: ThumbnailProps) {
  const record = useRecordContext();
  const url = record?.[source] as string | undefined;
  if (!url) return null;
  return <Avatar variant="rounded" src={url} alt="" sx={{ width: size, height: size }} />;
}
