/** Extension of the contract: backups a super admin starts and downloads from the back office. */

/**
 * One archive in `adm/get_backup_list` (newest first); `running`: still being written, `failed`: it failed and left
 * no archive (size 0 for both).
 */
export interface BackupItem {
  name: string;
  size: number;
  created_at: string;
  running: boolean;
  failed: boolean;
}

/**
 * `adm/get_backup_status`: BACKUP_SCHEDULE and how the backups stand. `warning`: `failed` when the newest backup
 * failed, `overdue` when a schedule is set and no archive is younger than twice its interval.
 */
export interface BackupStatus {
  schedule: string | null;
  keep: number;
  next_run_at: string | null;
  last_success_at: string | null;
  last_failure: { name: string; at: string; reason: string } | null;
  warning: 'failed' | 'overdue' | null;
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
