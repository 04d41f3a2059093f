import type { Page } from '@site/contract';
import {
  EntityManager,
  type EntityMetadata,
  FindOperator,
  FindOptionsOrder,
  type FindOptionsSelect,
  FindOptionsWhere,
  In,
  ObjectLiteral,
  QueryFailedError,
  type QueryDeepPartialEntity,
  Raw,
  Repository,
} from 'typeorm';
import { inWriteTransaction } from '../database/write-transaction';
import { columnsExcept } from '../database/columns-except';
import { ApiError } from '../envelope/api-error';
import { bumpContentVersion } from '../cache/content-version';
import type { Author } from './author';
import type { AdminListQueryDto, PageQueryDto } from './list-query.dto';
import type { DeleteDto } from './id.dto';
import { type KeywordIndex, keywordWhere } from './keyword-where';

/**
 * What the content families share, written once: paginated lists with filters and a sort
 * whitelist, save (create or update) without mass assignment, delete by id/ids and status changes.
 * Each family's service calls these explicitly with its own rules; nothing here knows a family.
 */

type Entity = ObjectLiteral & { id: number };
type Where<E> = FindOptionsWhere<E>;

export interface ListSpec<E extends Entity> {
  /** Conditions every row must meet (lang, status for public lists, family filters); a list: any of them. */
  where: Where<E> | Where<E>[];
  /**
   * Text columns searched by `keyword` (substring, any of them; terms separated by spaces must all be in the row, see
   * keywordWhere).
   */
  keywordFields?: Array<keyof E & string>;
  /** The `id` condition of a keyword index over `keywordFields` (same matches), or null to fall back to LIKE. */
  keywordIndex?: KeywordIndex;
  /** Columns a client may `sort` by; anything else is a 400. */
  sortable?: Array<keyof E & string>;
  /** A column unique within `where` (e.g. a page text's `key` in its lang): sorted by it, rows need no id tie. */
  uniqueKey?: keyof E & string;
  /** Ordering when the client sends no `sort`. Default: `sort` ascending, then `id` descending. */
  defaultOrder?: FindOptionsOrder<E>;
  /** Columns to leave out of the rows (e.g. `content` in the public news list). */
  omit?: Array<keyof E & string>;
  /**
   * Answers the total, e.g. from a cache kept exact by the content version (which gives `count` the manager to count
   * with); default: `count(repo.manager)` every time.
   */
  total?: (count: (manager: EntityManager) => Promise<number>) => Promise<number>;
}

export function pageOf(query: PageQueryDto): { page: number; limit: number } {
  return { page: query.page ?? 1, limit: query.limit ?? 10 };
}

function orderFor<E extends Entity>(query: Partial<AdminListQueryDto>, spec: ListSpec<E>): FindOptionsOrder<E> {
  if (query.sort) {
    if (!spec.sortable?.includes(query.sort as keyof E & string)) {
      throw ApiError.badRequest(`不支持按 ${query.sort.slice(0, 32)} 排序`);
    }
    const direction = query.order === 'desc' ? 'DESC' : 'ASC';
    // Ties by id in the same direction, so the one index (lang, column) serves both directions.
    const tie = query.sort === 'id' || query.sort === spec.uniqueKey ? {} : { id: direction };
    return { [query.sort]: direction, ...tie } as FindOptionsOrder<E>;
  }
  return spec.defaultOrder ?? ({ sort: 'ASC', id: 'DESC' } as unknown as FindOptionsOrder<E>);
}

function whereFor<E extends Entity>(
  query: Partial<AdminListQueryDto>,
  spec: ListSpec<E>,
  metadata: EntityMetadata,
): Where<E>[] | Where<E> {
  if (Array.isArray(spec.where)) {
    const alternatives: Where<E>[] = spec.where;
    return alternatives.map((where) => whereFor(query, { ...spec, where }, metadata)).flat() as Where<E>[];
  }
  const base: Where<E> = { ...(spec.where as Where<E>) };
  if (query.status !== undefined) Object.assign(base, { status: query.status });
  if (query.ids?.length) Object.assign(base, { id: In(query.ids) });
  const keyword = query.keyword?.trim();
  if (!keyword || !spec.keywordFields?.length) return base;
  // With `ids` the id is taken: the keyword is matched by LIKE alone.
  const index = query.ids?.length ? undefined : spec.keywordIndex;
  return keywordWhere(base, keyword, { fields: spec.keywordFields, index, metadata });
}

/**
 * `column <= at` (a publish time reached), written `+column` so that SQLite's planner, which has no statistics on a
 * fresh database, never reads a list through a publish-time index and sorts: the lists' (lang, status, order…)
 * indexes give the page in order. MySQL reads the unary plus as a no-op.
 */
export function reachedBy(at: Date): FindOperator<Date> {
  return Raw((column) => `+${column} <= :reachedBy`, { reachedBy: at });
}

/** One page of rows mapped to the wire. With `ids`, exactly those rows (no paging). */
export async function listPage<E extends Entity, W>(
  repo: Repository<E>,
  query: Partial<AdminListQueryDto>,
  spec: ListSpec<E>,
  toWire: (row: E) => W,
): Promise<Page<W>> {
  const { page, limit } = pageOf(query);
  const byIds = Boolean(query.ids?.length);
  const select = spec.omit?.length ? columnsExcept<E>(repo.metadata, spec.omit as string[]) : undefined;
  const where = whereFor(query, spec, repo.metadata);
  const order = orderFor(query, spec);
  if (byIds) {
    const rows = await repo.find({ select, where, order });
    return { list: rows.map(toWire), total: rows.length, page: 1, limit: Math.max(rows.length, 1) };
  }
  const count = (manager: EntityManager) => manager.getRepository<E>(repo.target).count({ where });
  const total = await (spec.total ? spec.total(count) : count(repo.manager));
  // The page's ids first, read off the order's index alone (deep pages skip index entries, not rows),
  // then only those rows: page 5,000 costs about what page 1 does.
  const pageIds = (
    await repo.find({
      select: { id: true } as FindOptionsSelect<E>,
      where,
      order,
      skip: (page - 1) * limit,
      take: limit,
    })
  ).map((row) => row.id);
  const rows = pageIds.length ? await repo.find({ select, where: { id: In(pageIds) } as Where<E> }) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const list = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toWire(row)] : [];
  });
  return { list, total, page, limit };
}

/** The row with this id (and the extra conditions), or a 404 with `notFoundMsg`. */
export async function findOr404<E extends Entity>(
  repo: Repository<E>,
  where: Where<E>,
  notFoundMsg: string,
): Promise<E> {
  const row = await repo.findOneBy(where);
  if (!row) throw ApiError.notFound(notFoundMsg);
  return row;
}

/**
 * Work that belongs to a write besides its row (e.g. the news keyword index), done on the write's transaction
 * (`manager`) so the row and it are committed together or not at all.
 */
export type AlongsideWrite<T> = (written: T, manager: EntityManager) => Promise<void>;

/**
 * `work` on `repo`'s table as one transaction with the content version's bump: a write is either fully stored and
 * counted (the caches then see it), or absent.
 */
export function writeInTransaction<E extends Entity, T>(
  repo: Repository<E>,
  work: (tx: Repository<E>, manager: EntityManager) => Promise<T>,
): Promise<T> {
  return inWriteTransaction(repo.manager.dataSource, async (manager) => {
    const result = await work(manager.getRepository<E>(repo.target), manager);
    await bumpContentVersion(manager);
    return result;
  });
}

/** Whether rows of `repo` carry a `version` (the content families) that each change moves on. */
const isVersioned = <E extends Entity>(repo: Repository<E>): boolean =>
  Boolean(repo.metadata.findColumnWithPropertyName('version'));

/** The SET of a change: `fields`, and one more `version` when the rows have one. */
function changeSet<E extends Entity>(repo: Repository<E>, fields: Partial<E>): QueryDeepPartialEntity<E> {
  return (isVersioned(repo) ? { ...fields, version: () => 'version + 1' } : fields) as QueryDeepPartialEntity<E>;
}

/**
 * Creates (no id, or id 0) or updates the row `id` with `fields`, which the caller builds from its DTO
 * (so only whitelisted, client-writable fields ever reach the database). `undefined` fields are left as they are:
 * an update is one UPDATE of the fields sent, never a write-back of a row read earlier, so a counter a visitor
 * moved meanwhile (`views`, `download_count`) keeps its value. Answers the row as stored. One transaction with
 * `alongside`, the change's record (revision, audit log) and the content version's bump.
 * `by` is who writes (see Author). `onCreate` adds what a new row needs besides the fields (e.g. `lang`); `scope`
 * limits which rows an update may touch (e.g. `{ lang }`: a row of another language is a 404). `basedOn` is the
 * `version` the client edited: when the row has moved on since, nothing is written and the answer is 409
 * VERSION_CONFLICT.
 */
export async function saveRow<E extends Entity>(
  repo: Repository<E>,
  id: number | undefined,
  fields: Partial<E>,
  options: {
    by: Author;
    onCreate?: Partial<E>;
    scope?: Where<E>;
    notFoundMsg: string;
    conflictMsg?: string;
    alongside?: AlongsideWrite<E>;
    basedOn?: number;
  },
): Promise<E> {
  // `version` is the server's count: never written from a client's fields.
  const defined = Object.fromEntries(
    Object.entries(fields).filter(([name, value]) => value !== undefined && name !== 'version'),
  ) as Partial<E>;
  const target = { ...options.scope, id } as Where<E>;
  try {
    return await writeInTransaction(repo, async (tx, manager) => {
      let row: E;
      if (id) {
        const before = await findOr404(tx, target, options.notFoundMsg);
        const versioned = isVersioned(repo);
        const basedOn = versioned ? options.basedOn : undefined;
        if (versioned || Object.keys(defined).length > 0) {
          const result = await tx.update(
            basedOn === undefined ? target : ({ ...target, version: basedOn } as Where<E>),
            changeSet(tx, defined),
          );
          if (basedOn !== undefined && !result.affected) throw new OutdatedSave();
        }
        row = await findOr404(tx, target, options.notFoundMsg);
        await options.by.record(manager, { table: repo.metadata.tableName, action: 'update', before, after: row });
      } else {
        const created = await tx.save(tx.create({ ...options.onCreate, ...defined } as E));
        // Read back: the columns the database filled (defaults, times) are part of the answer.
        row = await tx.findOneByOrFail({ id: created.id } as Where<E>);
        await options.by.record(manager, {
          table: repo.metadata.tableName,
          action: 'create',
          before: null,
          after: row,
        });
      }
      await options.alongside?.(row, manager);
      return row;
    });
  } catch (error) {
    if (error instanceof OutdatedSave) throw await versionConflict(repo, target, options);
    if (options.conflictMsg && isUniqueViolation(error)) throw ApiError.conflict(options.conflictMsg);
    throw error;
  }
}

/** Thrown in a save's transaction when the row has moved on from the version the client edited: rolls it back. */
class OutdatedSave extends Error {}

/**
 * The 409 of a save based on an older version: the version stored now, who saved it and when — the save that made this
 * one lose, so that a retry on `current_version` succeeds unless a third save came between. Read once the losing
 * transaction has rolled back, in a transaction of its own (the row and its last revision in one snapshot; on SQLite
 * after the writes queued before it): inside the losing one, MySQL's REPEATABLE READ would answer what that
 * transaction's first read saw, from before the winner committed (decision 068).
 */
async function versionConflict<E extends Entity>(
  repo: Repository<E>,
  target: Where<E>,
  options: { notFoundMsg: string; by: Author },
): Promise<ApiError> {
  return inWriteTransaction(repo.manager.dataSource, async (manager) => {
    const current = await findOr404(manager.getRepository<E>(repo.target), target, options.notFoundMsg);
    return ApiError.versionConflict({
      current_version: Number(current.version),
      saved_by: await options.by.lastChangedBy(manager, repo.metadata.tableName, current.id),
      saved_at: new Date(current.updated_at as Date).toISOString(),
    });
  });
}

/**
 * Deletes `{ id }` or `{ ids }` (within `scope`, e.g. the lang) for `by`; answers how many went. One transaction with
 * `alongside` (given the ids asked for), each row's record (revision, audit log) and the content version's bump.
 */
export async function deleteRows<E extends Entity>(
  repo: Repository<E>,
  body: DeleteDto,
  by: Author,
  scope: Where<E> = {},
  alongside?: AlongsideWrite<number[]>,
): Promise<{ deleted: number }> {
  const ids = body.ids?.length ? body.ids : body.id ? [body.id] : [];
  if (ids.length === 0) throw ApiError.validation([{ field: 'id', message: 'id 或 ids 必须提供其一' }]);
  return inWriteTransaction(repo.manager.dataSource, async (manager) => {
    const tx = manager.getRepository<E>(repo.target);
    const where = { ...scope, id: In(ids) } as Where<E>;
    // Read first: each row's last state becomes its revision (the way back) and names it in the audit log.
    const rows = await tx.findBy(where);
    const result = await tx.delete(where);
    for (const row of rows) {
      await by.record(manager, { table: repo.metadata.tableName, action: 'delete', before: row, after: null });
    }
    await alongside?.(ids, manager);
    const deleted = result.affected ?? 0;
    // Nothing deleted is no change: the caches keep what they hold.
    if (deleted > 0) await bumpContentVersion(manager);
    return { deleted };
  });
}

/**
 * Sets `status` of the row `id` (within `scope`, e.g. the lang), that column alone (and its version), for `by`;
 * answers the updated row. Recorded like every change.
 */
export async function changeStatus<E extends Entity & { status: number }>(
  repo: Repository<E>,
  id: number,
  status: 0 | 1,
  notFoundMsg: string,
  by: Author,
  scope: Where<E> = {},
): Promise<E> {
  const target = { ...scope, id } as Where<E>;
  return writeInTransaction(repo, async (tx, manager) => {
    const before = await findOr404(tx, target, notFoundMsg);
    await tx.update(target, changeSet(tx, { status } as Partial<E>));
    const after = await findOr404(tx, target, notFoundMsg);
    await by.record(manager, { table: repo.metadata.tableName, action: 'status', before, after });
    return after;
  });
}

/** True for a unique-index violation on SQLite or MySQL/MariaDB. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; errno?: number } | undefined;
  return (
    driverError?.code === 'ER_DUP_ENTRY' ||
    driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    driverError?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    driverError?.errno === 1062
  );
}

/** True for a foreign-key violation (row still referenced, or a reference to no row) on SQLite or MySQL/MariaDB. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; errno?: number } | undefined;
  return (
    driverError?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || driverError?.errno === 1451 || driverError?.errno === 1452
  );
}
