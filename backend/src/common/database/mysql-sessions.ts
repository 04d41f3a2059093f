import type { PoolConnection } from 'mysql2';
import {
  type AfterQueryEvent,
  type BeforeQueryEvent,
  type EntitySubscriberInterface,
  EventSubscriber,
  type QueryRunner,
} from 'typeorm';

/** The mysql2 connection a TypeORM query runner holds once connected (MysqlQueryRunner's `databaseConnection`). */
const connectionOf = (queryRunner: QueryRunner) =>
  (queryRunner as QueryRunner & { databaseConnection?: PoolConnection }).databaseConnection;

/**
 * Every MySQL/MariaDB session the app uses, through TypeORM's documented query events (a subscriber's `beforeQuery`
 * and `afterQuery`), on the primary and the replicas alike:
 *
 * - **In UTC.** Before the first statement TypeORM sends on a connection, `SET time_zone = '+00:00'`:
 *   CURRENT_TIMESTAMP (the `created_at`/`updated_at` the database fills) is then UTC too, on a server whose zone is
 *   not. The statement waits for it; a connection that cannot be put in UTC is dropped and the statement fails loudly
 *   (it must not write a time).
 * - **Dropped when a statement times out.** A statement past its timeout (mysql2's `timeout`, which TypeORM sets from
 *   maxQueryExecutionTime) leaves its connection waiting for the answer, and every later statement queued behind it
 *   would wait with no timer of its own: such a connection is destroyed (the pool opens a new one), and the caller
 *   gets the timeout error.
 */
@EventSubscriber()
export class MysqlSessions implements EntitySubscriberInterface {
  private readonly inUtc = new WeakSet<PoolConnection>();

  beforeQuery(event: BeforeQueryEvent): Promise<void> | void {
    const connection = connectionOf(event.queryRunner);
    if (!connection || this.inUtc.has(connection)) return;
    this.inUtc.add(connection);
    return new Promise<void>((resolve, reject) =>
      connection.query("SET time_zone = '+00:00'", (error) => {
        if (!error) return resolve();
        connection.destroy();
        reject(error);
      }),
    );
  }

  afterQuery(event: AfterQueryEvent): void {
    if ((event.error as { code?: string } | undefined)?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') {
      connectionOf(event.queryRunner)?.destroy();
    }
  }
}
