import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  ErrorName,
  type Page,
  type Revision,
  type RevisionAction,
  type RevisionFamily,
  type RevisionSummary,
} from '@site/contract';
import { DataSource, type FindOptionsSelect, type ObjectLiteral, Repository } from 'typeorm';
import { type AuthenticatedAdmin, mayReachSettings } from '../../common/auth/authenticated-admin';
import {
  type AlongsideWrite,
  type Author,
  ContentEntity,
  findOr404,
  isForeignKeyViolation,
  isUniqueViolation,
  pageOf,
  writeInTransaction,
} from '../../common/crud';
import { ApiError } from '../../common/envelope/api-error';
import type { DeletedListDto, RevisionListDto } from './dto/revision.dto';
import { BOOKKEEPING, tableOf } from './revision-families';
import { RevisionEntity } from './revision.entity';
import { columnsExcept } from '../../common/database/columns-except';

const NOT_FOUND = '版本不存在';

const toSummary = (row: RevisionEntity): RevisionSummary => ({
  id: row.id,
  family: row.family as RevisionFamily,
  item_id: row.item_id,
  version: row.version,
  action: row.action as RevisionAction,
  title: row.title,
  fields: row.fields ? row.fields.split(',') : [],
  admin_id: row.admin_id,
  username: row.username,
  created_at: new Date(row.created_at).toISOString(),
});

/** Only signed-in super admins see and restore settings (as only they edit them): no editor, no API key. */
function assertMayUse(admin: AuthenticatedAdmin, family: string): void {
  if (family !== 'settings' || mayReachSettings(admin)) return;
  if (admin.apiKey) throw ApiError.forbidden('API 密钥不能查看或恢复设置的历史版本', ErrorName.FORBIDDEN_SCOPE);
  throw ApiError.forbidden('只有超级管理员可以查看或恢复设置的历史版本');
}

/**
 * The revisions of every content family: an item's timeline, one revision whole, and restoring one — written back
 * into the item (brought back if it was deleted) as a change of its own, which is itself a new revision.
 */
@Injectable()
export class RevisionsService {
  /** What a family does besides its row when written (e.g. the news keyword index), registered by its service. */
  private readonly alongside = new Map<RevisionFamily, AlongsideWrite<ObjectLiteral>>();

  constructor(
    @InjectRepository(RevisionEntity) private readonly repo: Repository<RevisionEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Runs `work` on the transaction of every restore of `family`'s items (see AlongsideWrite). */
  onRestore(family: RevisionFamily, work: AlongsideWrite<ObjectLiteral>): void {
    this.alongside.set(family, work);
  }

  /** What `family` writes besides its row (see onRestore), for other writers of restored text. */
  alongsideOf(family: RevisionFamily): AlongsideWrite<ObjectLiteral> | undefined {
    return this.alongside.get(family);
  }

  async list(admin: AuthenticatedAdmin, query: RevisionListDto): Promise<Page<RevisionSummary>> {
    assertMayUse(admin, query.family);
    const { page, limit } = pageOf(query);
    const where = { family: query.family, item_id: query.id };
    const [rows, total] = await this.repo.findAndCount({
      select: this.summaryColumns(),
      where,
      order: { id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { list: rows.map(toSummary), total, page, limit };
  }

  async one(admin: AuthenticatedAdmin, id: number): Promise<Revision> {
    const row = await findOr404(this.repo, { id }, NOT_FOUND);
    assertMayUse(admin, row.family);
    return { ...toSummary(row), snapshot: JSON.parse(row.snapshot) as Record<string, unknown> };
  }

  /** Items whose last revision is their delete, newest first: the 最近删除 list. */
  async deleted(admin: AuthenticatedAdmin, query: DeletedListDto): Promise<Page<RevisionSummary>> {
    const { page, limit } = pageOf(query);
    const builder = this.repo
      .createQueryBuilder('r')
      .select(Object.keys(this.summaryColumns()).map((column) => `r.${column}`))
      .where('r.action = :action', { action: 'delete' })
      .andWhere(
        'NOT EXISTS (SELECT 1 FROM revisions later WHERE later.family = r.family AND later.item_id = r.item_id AND later.id > r.id)',
      );
    if (query.family) builder.andWhere('r.family = :family', { family: query.family });
    if (!mayReachSettings(admin)) builder.andWhere('r.family <> :settings', { settings: 'settings' });
    const [rows, total] = await builder
      .orderBy('r.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { list: rows.map(toSummary), total, page, limit };
  }

  /** Writes revision `id`'s state back into its item (re-creating it when deleted); answers the new revision. */
  async restore(admin: AuthenticatedAdmin, id: number, by: Author): Promise<RevisionSummary> {
    const revision = await findOr404(this.repo, { id }, NOT_FOUND);
    assertMayUse(admin, revision.family);
    const family = revision.family as RevisionFamily;
    const metadata = this.dataSource.entityMetadatas.find((entity) => entity.tableName === tableOf(family));
    if (!metadata) throw new Error(`no entity for the revision family ${family}`);
    const snapshot = JSON.parse(revision.snapshot) as ObjectLiteral;
    const values = this.restorableValues(metadata.columns, snapshot);
    try {
      await writeInTransaction(this.dataSource.getRepository<ContentEntity>(metadata.target), async (tx, manager) => {
        const where = { id: revision.item_id };
        const before = await tx.findOneBy(where);
        if (before) {
          await tx.update(where, { ...values, version: () => 'version + 1' });
        } else {
          await tx.insert({
            ...values,
            id: revision.item_id,
            lang: revision.lang,
            created_at: new Date(String(snapshot.created_at)),
            version: revision.version + 1,
          } as ContentEntity);
        }
        const after = await tx.findOneByOrFail(where);
        await by.record(manager, { table: metadata.tableName, action: 'restore', before, after });
        await this.alongside.get(family)?.(after, manager);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw ApiError.conflict('无法恢复：其中的唯一值（如 key、页面）已被其他记录使用');
      if (isForeignKeyViolation(error)) throw ApiError.conflict('无法恢复：它所属的分类已不存在，请先恢复该分类');
      throw error;
    }
    return toSummary(await this.latest(family, revision.item_id));
  }

  private latest(family: string, itemId: number): Promise<RevisionEntity> {
    return this.repo.findOneOrFail({ where: { family, item_id: itemId }, order: { id: 'DESC' } });
  }

  /** The snapshot's edited columns as the entity stores them (times back to dates). */
  private restorableValues(
    columns: Array<{ propertyName: string; type: unknown }>,
    snapshot: ObjectLiteral,
  ): ObjectLiteral {
    const values: ObjectLiteral = {};
    for (const { propertyName, type } of columns) {
      if (BOOKKEEPING.has(propertyName) || !(propertyName in snapshot)) continue;
      const value: unknown = snapshot[propertyName];
      values[propertyName] = type === 'datetime' && typeof value === 'string' ? new Date(value) : value;
    }
    return values;
  }

  private summaryColumns(): FindOptionsSelect<RevisionEntity> {
    return columnsExcept<RevisionEntity>(this.repo.metadata, ['snapshot']);
  }
}
