import type { EntityManager } from 'typeorm';
import type { RequestActor } from '../auth/request-actor';
import type { ChangeRecorder, RowChange } from './change-recorder';

/**
 * The author of an admin call's writes: who they are, and where what they change is recorded (revision and audit log,
 * see ChangeRecorder), on the write's own transaction. The CRUD helpers take it from the services, which take it from
 * the controllers (`AdminContext.author`) or a server command: an argument, not an AsyncLocalStorage scope, which on
 * Node 20 costs every promise of every call a hook (docs/decisions/067).
 */
export class Author {
  constructor(
    readonly actor: RequestActor,
    private readonly recorder: ChangeRecorder | null,
  ) {}

  /** Records `change`, made by this author, on the write's transaction `manager` (nothing without a recorder). */
  async record(manager: EntityManager, change: RowChange): Promise<void> {
    await this.recorder?.record(manager, change, this.actor);
  }

  /** Who last changed the row `id` of `table` ('' when unknown), for a version conflict. */
  async lastChangedBy(manager: EntityManager, table: string, id: number): Promise<string> {
    return (await this.recorder?.lastChangedBy(manager, table, id)) ?? '';
  }
}
