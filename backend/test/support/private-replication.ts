import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { startPrivateMariadb, type PrivateMariadb } from './private-mariadb';

/** A private MariaDB primary and a replica of it (binlog replication), each in its own temporary directory and port. */
export interface ReplicatedPair {
  primary: PrivateMariadb;
  replica: PrivateMariadb;
  /** A statement run on the replica itself (as root), e.g. a change only it holds. */
  onReplica(sql: string, parameters?: unknown[]): Promise<RowDataPacket[]>;
  /** Resolves once the replica has applied everything the primary has written so far. */
  caughtUp(): Promise<void>;
  /** Pauses applying the primary's changes (`STOP SLAVE SQL_THREAD`): the replica lags from now on. */
  pause(): Promise<void>;
  /** Applies again (`START SLAVE SQL_THREAD`). */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

const CATCH_UP_SECONDS = 30;

const connect = (server: PrivateMariadb): Promise<Connection> => {
  const url = new URL(server.url);
  return createConnection({ host: url.hostname, port: Number(url.port), user: 'root' });
};

async function rowsOf(server: PrivateMariadb, sql: string, parameters: unknown[] = []): Promise<RowDataPacket[]> {
  const connection = await connect(server);
  try {
    const [rows] = await connection.query<RowDataPacket[]>(sql, parameters);
    return rows;
  } finally {
    await connection.end();
  }
}

/**
 * Starts the pair and the replication, before any database exists: every database made on the primary later (the
 * test app's) is made on the replica too.
 */
export async function startReplicatedPair(): Promise<ReplicatedPair> {
  const [primary, replica] = await Promise.all([
    startPrivateMariadb(['--server-id=1', '--log-bin=primary-bin', '--binlog-format=ROW']),
    startPrivateMariadb(['--server-id=2', '--relay-log=replica-relay']),
  ]);
  const position = async () => {
    const [status] = await rowsOf(primary, 'SHOW MASTER STATUS');
    return { file: String(status.File), position: Number(status.Position) };
  };
  const start = await position();
  await rowsOf(
    replica,
    'CHANGE MASTER TO MASTER_HOST = ?, MASTER_PORT = ?, MASTER_USER = ?, MASTER_LOG_FILE = ?, MASTER_LOG_POS = ?',
    ['127.0.0.1', Number(new URL(primary.url).port), 'root', start.file, start.position],
  );
  await rowsOf(replica, 'START SLAVE');
  return {
    primary,
    replica,
    onReplica: (sql, parameters) => rowsOf(replica, sql, parameters),
    async caughtUp() {
      const { file, position: at } = await position();
      const [row] = await rowsOf(replica, 'SELECT MASTER_POS_WAIT(?, ?, ?) AS waited', [file, at, CATCH_UP_SECONDS]);
      // -1: not reached in time; NULL: replication is not running.
      if (row.waited === null || Number(row.waited) < 0) throw new Error(`replica did not catch up: ${row.waited}`);
    },
    pause: async () => void (await rowsOf(replica, 'STOP SLAVE SQL_THREAD')),
    resume: async () => void (await rowsOf(replica, 'START SLAVE SQL_THREAD')),
    async stop() {
      await replica.stop();
      await primary.stop();
    },
  };
}
