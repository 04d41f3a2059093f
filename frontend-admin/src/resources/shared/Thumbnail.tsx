import { Avatar } from '@mui/material';
import { imageVariantUrl } from '@site/contract';
import { useRecordContext } from 'react-admin';

interface ThumbnailProps {
  source: string;
  label?: string;
  size?: number;
  sortable?: boolean;
}

/** The smallest variant the server makes is plenty for a list preview; other sites' pictures have none. */
export const thumbnailSrc = (url: string): string => imageVariantUrl(url, 320, 'webp') ?? url;

/** A small preview of an image URL field (lists and cards). */
export function Thumbnail({ source, size = 48 }: ThumbnailProps) {
  const record = useRecordContext();
  const url = record?.[source] as string | undefined;
  if (!url) return null;
  return <Avatar variant="rounded" src={thumbnailSrc(url)} alt="" sx={{ width: size, height: size }} />;
}
