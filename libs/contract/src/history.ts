/** The wire of the editors' safety net: the audit log, revisions, recently deleted items and file usage. */

/** What an audit log entry records. Sign-ins are recorded by the auth module; the rest by every write. */
export const AuditAction = {
  LOGIN: 'login',
  LOGIN_FAILED: 'login_failed',
  LOCKOUT: 'lockout',
  LOGOUT: 'logout',
  CREATE: 'create',
  UPDATE: 'update',
  DELETE: 'delete',
  STATUS: 'status',
  RESTORE: 'restore',
  UPLOAD: 'upload',
  /** A backup archive fetched through its signed link (by the admin the link was given to). */
  DOWNLOAD: 'download',
} as const;
export type AuditAction = (typeof AuditAction)[keyof typeof AuditAction];
export const AUDIT_ACTIONS = Object.values(AuditAction);

/** The content families that keep revisions (`family` of the revision calls). */
export const REVISION_FAMILIES = [
  'news',
  'cases',
  'images',
  'history',
  'page-texts',
  'downloads',
  'download-cates',
  'seo',
  'settings',
] as const;
export type RevisionFamily = (typeof REVISION_FAMILIES)[number];

/** One audit log entry (`adm/get_audit_list`). */
export interface AuditEntry {
  id: number;
  created_at: string;
  action: AuditAction;
  admin_id: number | null;
  username: string;
  role: string;
  ip: string;
  user_agent: string;
  /** The target's family (`news`, …, `admins`, `uploads`), empty when none. */
  family: string;
  target_id: number | null;
  title: string;
  /** Names of the fields changed, never their values. */
  fields: string[];
}

/** What changed a revision: a save, a status change, a delete or a restore. */
export type RevisionAction = 'create' | 'update' | 'status' | 'delete' | 'restore';

/** One revision of an item, without its snapshot (`adm/get_revision_list`). */
export interface RevisionSummary {
  id: number;
  family: RevisionFamily;
  item_id: number;
  /** The item's version this revision stored (0 for a delete). */
  version: number;
  action: RevisionAction;
  title: string;
  fields: string[];
  admin_id: number | null;
  username: string;
  created_at: string;
}

/** One revision with the item as it was then (`adm/get_revision`). */
export interface Revision extends RevisionSummary {
  snapshot: Record<string, unknown>;
}

/** Where an uploaded file is referenced (`adm/get_media_usage`). */
export interface MediaUsage {
  family: string;
  id: number;
  title: string;
}

/** `data` of a 409 VERSION_CONFLICT: the version stored now and who saved it when. */
export interface VersionConflict {
  current_version: number;
  saved_by: string;
  saved_at: string;
}
