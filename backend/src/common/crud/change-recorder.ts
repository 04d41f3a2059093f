import type { EntityManager, ObjectLiteral } from 'typeorm';

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
 * helpers reach the one of the call in progress through the request scope (see `request-scope.ts`).
 */
export abstract class ChangeRecorder {
  abstract record(manager: EntityManager, change: RowChange): Promise<void>;
  /** The user name of whoever last changed the row `id` of `table` ('' when unknown), for a version conflict. */
  abstract lastChangedBy(manager: EntityManager, table: string, id: number): Promise<string>;
}
