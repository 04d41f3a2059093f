import type { ContentEventAction, RevisionFamily } from '@site/contract';
import type { ObjectLiteral } from 'typeorm';
import type { RowChange } from '../../common/crud/change-recorder';
import { isPublishable, isShown } from './public-items';

/** One event a change of a content row raises; `at` for a scheduled publish, told when its time comes. */
export interface ContentEvent {
  action: ContentEventAction;
  at: Date | null;
}

const BASE: Record<RowChange['action'], ContentEventAction> = {
  create: 'created',
  update: 'updated',
  status: 'updated',
  delete: 'deleted',
  restore: 'restored',
};

/** The publish time of `row` when it is published but its time has not come (a scheduled publish), else null. */
function scheduledAt(row: ObjectLiteral | null, now: Date): Date | null {
  if (!row || !('publish_time' in row) || Number(row.status) !== 1) return null;
  const at = new Date(row.publish_time as Date);
  return at.getTime() > now.getTime() ? at : null;
}

/**
 * The dedupe key prefix of the scheduled `published` of item `id` of `family`: each save drops the pending one and
 * queues it again if the item is still scheduled (see WebhookOutbox.contentChanged).
 */
export const scheduledKeyPrefix = (family: RevisionFamily, id: number): string => `${family}.scheduled:${id}:`;

/**
 * The events of `change` to a row of `family` at `now`: what was done to it (created, updated, deleted, restored), and
 * whether that took it live or off the public site (published, unpublished), or scheduled it to go live (a
 * `published` at its publish time). A change of the status alone is only the latter when it is one.
 */
export function contentEvents(family: RevisionFamily, change: RowChange, now: Date): ContentEvent[] {
  const { before, after, action } = change;
  const base = { action: BASE[action], at: null };
  if (!isPublishable(family) || action === 'delete') return [base];
  const liveBefore = before !== null && isShown(family, before, now);
  const liveAfter = after !== null && isShown(family, after, now);
  const transition: ContentEventAction | null =
    !liveBefore && liveAfter ? 'published' : liveBefore && !liveAfter ? 'unpublished' : null;
  const events: ContentEvent[] = action === 'status' && transition ? [] : [base];
  if (transition) events.push({ action: transition, at: null });
  const at = scheduledAt(after, now);
  if (at) events.push({ action: 'published', at });
  return events;
}
