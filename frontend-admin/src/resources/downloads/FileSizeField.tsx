import { useRecordContext } from 'react-admin';
import { formatBytes } from '@site/contract';

/** `file_size` in bytes, shown as "1.5 MB". */
export function FileSizeField(_props: { source?: string; label?: string }) {
  const record = useRecordContext();
  return record ? <span>{formatBytes(Number(record.file_size ?? 0))}</span> : null;
}
