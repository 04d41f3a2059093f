/** Extension of the contract: backups a super admin starts and downloads from the back office. */

/** One archive in `adm/get_backup_list` (newest first); `running`: still being written (size 0 until done). */
export interface BackupItem {
  name: string;
  size: number;
  created_at: string;
  running: boolean;
}

/** `adm/get_backup_link`: a short-lived link that downloads the archive without the admin headers. */
export interface BackupLink {
  /** At the server's SITE_URL when it has one; root-relative without. */
  url: string;
  expires_at: string;
}

/** `data` of the 409 that `adm/start_backup` answers while a backup runs (on any process): the running archive. */
export interface RunningBackup {
  running: string;
}
