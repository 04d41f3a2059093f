import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { REVISION_FAMILIES, type RevisionFamily } from '@site/contract';
import {
  DataSource,
  type DataSourceOptions,
  type EntityManager,
  type EntityMetadata,
  type ObjectLiteral,
  type QueryRunner,
} from 'typeorm';
import { RevisionEntity } from '../revisions/revision.entity';
import { tableOf } from '../revisions/revision-families';
import { Clock } from '../../common/clock';
import { TablesRead } from './tables-read';

/** A read of the site as it was: its value, and the families it read whose history does not reach back that far. */
export interface PastAnswer<T> {
  value: T;
  incomplete: RevisionFamily[];
}

/** Rows inserted at once into a shadow table (well under SQLite's bound-parameter limit for the widest table). */
const INSERT_CHUNK = 50;

/**
 * The time machine at a past moment (docs/decisions/088-a-time-machine-from-the-revisions.md): a public read runs as
 * usual, on a connection of its own where each table of a family with revisions is shadowed by a temporary table of
 * the same name holding the items as their revisions say they were then — deleted ones included, later ones absent.
 * An item with no revision that old (history pruned to REVISION_KEEP, or older than revisions) is shown as it is now,
 * and its family is named incomplete. Preview-only: live reads never come here, and nothing here is cached.
 *
 * Temporary tables belong to their connection: the time machine reads on a data source of its own (a pool of its own
 * on MySQL/MariaDB; on SQLite, whose app has one connection for everyone, a second connection to the same file), so
 * that no live read sees them. Reads here run one after another (its shadows built and dropped around each read).
 */
@Injectable()
export class TimeMachine implements OnApplicationShutdown {
  private ownConnection: Promise<DataSource> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Whether the site at `at` is its past (the revisions), rather than its present or its schedule (the tables). */
  isPast(at: Date): boolean {
    return at.getTime() < this.clock.now().getTime();
  }

  /** `load` on the site as it was at `at`. */
  read<T>(at: Date, load: (manager: EntityManager) => Promise<T>): Promise<PastAnswer<T>> {
    const answer = this.queue.then(() => this.readAt(at, load));
    this.queue = answer.catch(() => undefined);
    return answer;
  }

  async onApplicationShutdown(): Promise<void> {
    const connection = await this.ownConnection?.catch(() => null);
    if (connection?.isInitialized) await connection.destroy();
  }

  private async readAt<T>(at: Date, load: (manager: EntityManager) => Promise<T>): Promise<PastAnswer<T>> {
    const connection = await this.connection();
    const runner = connection.createQueryRunner('master');
    await runner.connect();
    // Shadows hold rows as they were, whose parents may be shadowed after them or not at all: nothing is checked.
    if (this.dataSource.options.type !== 'mysql') await runner.query('PRAGMA foreign_keys = OFF');
    const shadowed: string[] = [];
    try {
      const incomplete = new Set<RevisionFamily>();
      for (const family of REVISION_FAMILIES) {
        const metadata = runner.dataSource.entityMetadatas.find((entity) => entity.tableName === tableOf(family));
        if (!metadata) throw new Error(`no entity for the revision family ${family}`);
        const { rows, complete } = await this.stateAt(runner, family, metadata, at);
        await this.shadow(runner, metadata.tableName);
        shadowed.push(metadata.tableName);
        for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
          await runner.manager.insert(metadata.target, rows.slice(start, start + INSERT_CHUNK));
        }
        if (!complete) incomplete.add(family);
      }
      const read = (connection.subscribers.find((subscriber) => subscriber instanceof TablesRead) as TablesRead).of(
        runner,
      );
      const value = await load(runner.manager);
      return { value, incomplete: [...incomplete].filter((family) => read.has(tableOf(family))) };
    } finally {
      for (const table of shadowed.reverse()) await runner.query(this.dropShadow(table));
      await runner.release();
    }
  }

  /**
   * The rows of `family` at `at`: each item as its last revision made by then says (none when that was its delete),
   * items created after `at` left out; an item with no revision by then that was not created after it is taken as it
   * is now (or, deleted since, as its oldest revision kept) and makes the answer incomplete.
   */
  private async stateAt(
    runner: QueryRunner,
    family: RevisionFamily,
    metadata: EntityMetadata,
    at: Date,
  ): Promise<{ rows: ObjectLiteral[]; complete: boolean }> {
    const current = await runner.manager.find<ObjectLiteral>(metadata.target);
    const revisions = await runner.manager.find(RevisionEntity, { where: { family }, order: { id: 'ASC' } });
    const oldest = new Map<number, RevisionEntity>();
    const then = new Map<number, RevisionEntity>();
    for (const revision of revisions) {
      if (!oldest.has(revision.item_id)) oldest.set(revision.item_id, revision);
      if (revision.created_at.getTime() <= at.getTime()) then.set(revision.item_id, revision);
    }
    const now = new Map(current.map((row) => [Number(row.id), row]));
    const rows: ObjectLiteral[] = [];
    let complete = true;
    for (const id of new Set([...now.keys(), ...oldest.keys()])) {
      const revision = then.get(id);
      if (revision) {
        if (revision.action !== 'delete') rows.push(rowOf(metadata, revision));
        continue;
      }
      const first = oldest.get(id);
      if (first?.action === 'create') continue;
      complete = false;
      const row = now.get(id);
      rows.push(row ?? rowOf(metadata, first as RevisionEntity));
    }
    return { rows, complete };
  }

  /** A temporary table named as `table`, of its columns, which the connection's reads of `table` now find instead. */
  private async shadow(runner: QueryRunner, table: string): Promise<void> {
    if (this.dataSource.options.type === 'mysql') {
      // Its own definition (`LIKE` cannot name a table of the name it creates), without foreign keys (a temporary
      // table has none).
      const [definition] = (await runner.query(`SHOW CREATE TABLE \`${table}\``)) as Array<Record<string, string>>;
      const created = definition['Create Table']
        .replace(/^CREATE TABLE/, 'CREATE TEMPORARY TABLE')
        .replace(/,\s*CONSTRAINT `[^`]+` FOREIGN KEY [^\n]*/g, '');
      await runner.query(created);
      return;
    }
    // The table, then its indexes (reads name some: INDEXED BY), each made in the connection's temp schema.
    const statements = (await runner.query(
      `SELECT type, sql FROM main.sqlite_master WHERE tbl_name = ? AND type IN ('table', 'index') AND sql IS NOT NULL ORDER BY type = 'index'`,
      [table],
    )) as Array<{ type: string; sql: string }>;
    for (const { sql } of statements) {
      await runner.query(
        sql.replace(/^CREATE TABLE/i, 'CREATE TEMP TABLE').replace(/^CREATE (UNIQUE )?INDEX /i, 'CREATE $1INDEX temp.'),
      );
    }
  }

  private dropShadow(table: string): string {
    return this.dataSource.options.type === 'mysql'
      ? `DROP TEMPORARY TABLE IF EXISTS \`${table}\``
      : `DROP TABLE IF EXISTS temp."${table}"`;
  }

  /** The time machine's own data source: the app's options, its own pool, and a subscriber telling the tables read. */
  private connection(): Promise<DataSource> {
    const { subscribers } = this.dataSource.options;
    this.ownConnection ??= new DataSource({
      ...this.dataSource.options,
      subscribers: [...(Array.isArray(subscribers) ? subscribers : []), TablesRead],
      migrations: [],
      migrationsRun: false,
      synchronize: false,
    } as DataSourceOptions).initialize();
    return this.ownConnection;
  }
}

/** A row of `metadata`'s table from a revision's snapshot (times back to dates). */
function rowOf(metadata: EntityMetadata, revision: RevisionEntity): ObjectLiteral {
  const snapshot = JSON.parse(revision.snapshot) as ObjectLiteral;
  const row: ObjectLiteral = { id: revision.item_id };
  for (const { propertyName, type } of metadata.columns) {
    if (!(propertyName in snapshot)) continue;
    const value: unknown = snapshot[propertyName];
    row[propertyName] = type === 'datetime' && typeof value === 'string' ? new Date(value) : value;
  }
  return row;
}
