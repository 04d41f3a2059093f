import type { ContentEventAction, RevisionFamily } from '@site/contract';
import type { ObjectLiteral } from 'typeorm';
import type { RowChange } from '../../common/crud/change-recorder';
import { isPublishable, isShown } from './public-items';

/** One event a change of a content row raises; `dedupeKey` when another path may raise the same one. */
export interface ContentEvent {
  action: ContentEventAction;
  dedupeKey: string | null;
}

const BASE: Record<RowChange['action'], ContentEventAction> = {
  create: 'created',
  update: 'updated',
  status: 'updated',
  delete: 'deleted',
  restore: 'restored',
};

/**
 * The key of "`row` went live at its publish time": the round's sweep of scheduled publishes raises it, and so does a
 * save of the row that comes before the sweep got to it; the key lets only the first through.
 */
export const scheduledPublishKey = (family: RevisionFamily, id: number, publishTime: Date): string =>
  `${family}.published:${id}:${new Date(publishTime).getTime()}`;

/** Whether `row` went live by its publish time passing after its last save (a scheduled publish). */
export function wentLiveBySchedule(row: ObjectLiteral, now: Date): boolean {
  const publishTime = new Date(row.publish_time as Date).getTime();
  return (
    Number(row.status) === 1 && publishTime <= now.getTime() && publishTime > new Date(row.updated_at as Date).getTime()
  );
}

/**
 * The events of `change` to a row of `family` at `now`: what was done to it (created, updated, deleted, restored), and
 * whether that took it live or off the public site (published, unpublished). A change of the status alone is only the
 * latter when it is one.
 */
export function contentEvents(family: RevisionFamily, change: RowChange, now: Date): ContentEvent[] {
  const { before, after, action } = change;
  const events: ContentEvent[] = [];
  const base = { action: BASE[action], dedupeKey: null };
  if (!isPublishable(family) || action === 'delete') return [base];
  const liveBefore = before !== null && isShown(family, before, now);
  const liveAfter = after !== null && isShown(family, after, now);
  // A scheduled item that went live before the round's sweep saw it: its `published` is raised here, once.
  if (before && 'publish_time' in before && wentLiveBySchedule(before, now)) {
    events.push({
      action: 'published',
      dedupeKey: scheduledPublishKey(family, Number(before.id), before.publish_time as Date),
    });
  }
  const transition: ContentEventAction | null =
    !liveBefore && liveAfter ? 'published' : liveBefore && !liveAfter ? 'unpublished' : null;
  if (!(action === 'status' && transition)) events.push(base);
  if (transition) events.push({ action: transition, dedupeKey: null });
  return events;
}
