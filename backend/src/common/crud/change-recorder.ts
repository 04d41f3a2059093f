import type { EntityManager, ObjectLiteral } from 'typeorm';
import type { RequestActor } from '../auth/request-actor';

/** What happened to one row in a write. */
export type RowChangeAction = 'create' | 'update' | 'status' | 'delete' | 'restore';

/** One row's change, as a write's transaction sees it: the row before (none on create) and after (none on delete). */
export interface RowChange {
  table: string;
  action: RowChangeAction;
  before: ObjectLiteral | null;
  after: ObjectLiteral | null;
}

/**
 * Records what a write did — its revision and its audit log entry — on the write's own transaction (`manager`), so
 * the change and its record are committed together or not at all. Implemented by the revisions module; the CRUD
 * helpers reach it through the Author of the write (see author.ts).
 */
export abstract class ChangeRecorder {
  /** Records `change`, made by `actor`. */
  abstract record(manager: EntityManager, change: RowChange, actor: RequestActor): Promise<void>;
  /** The user name of whoever last changed the row `id` of `table` ('' when unknown), for a version conflict. */
  abstract lastChangedBy(manager: EntityManager, table: string, id: number): Promise<string>;
}
