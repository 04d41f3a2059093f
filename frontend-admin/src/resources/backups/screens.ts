import { BackupList } from './BackupList';

export const screens = { list: BackupList };
