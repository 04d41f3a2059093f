/** An unsaved form kept in this browser: its values and when they were last typed. */
export interface LocalDraft {
  values: Record<string, unknown>;
  saved_at: string;
}

const PREFIX = 'site-admin:draft';
const SESSION_ENDED = 'site-admin:session-ended-at';

/** One draft per admin, resource and item (`new` for a create form), so two admins on one browser never mix. */
export const draftKey = (adminId: string | number, resource: string, id: string | number | undefined): string =>
  `${PREFIX}:${adminId}:${resource}:${id ?? 'new'}`;

export function readDraft(key: string): LocalDraft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as LocalDraft | null;
    return draft && typeof draft.values === 'object' && typeof draft.saved_at === 'string' ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps `values` (a full or refused storage keeps nothing, and the form is still there to save). */
export function writeDraft(key: string, values: Record<string, unknown>, now = new Date()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ values, saved_at: now.toISOString() } satisfies LocalDraft));
  } catch {
    // Private mode or a full storage: nothing to keep the draft in.
  }
}

export function clearDraft(key: string): void {
  localStorage.removeItem(key);
}

/** Notes that the server ended the session (a 401), so a draft kept before it can say why it was left unsaved. */
export function markSessionEnded(now = new Date()): void {
  localStorage.setItem(SESSION_ENDED, now.toISOString());
  sessionStorage.setItem(SESSION_ENDED, now.toISOString());
}

/** Whether this tab was signed out by the server since the sign-in page last said so. */
export const sessionEndedUnsaid = (): boolean => sessionStorage.getItem(SESSION_ENDED) !== null;

/** The sign-in page has said it: once is enough. */
export function sessionEndedSaid(): void {
  sessionStorage.removeItem(SESSION_ENDED);
}

/** Whether the session ended after `draft` was last typed (the admin was signed out with it unsaved). */
export const leftBySessionEnd = (draft: LocalDraft): boolean =>
  (localStorage.getItem(SESSION_ENDED) ?? '') >= draft.saved_at;
