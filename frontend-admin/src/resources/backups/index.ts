import { BackupList } from './BackupList';

export const backups = { list: BackupList };
