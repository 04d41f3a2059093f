import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type MediaUsage, REVISION_FAMILIES } from '@site/contract';
import { DataSource, type EntityMetadata, type ObjectLiteral, Repository } from 'typeorm';
import type { AuthenticatedAdmin } from '../../common/auth/authenticated-admin';
import type { RequestActor } from '../../common/auth/request-actor';
import { findOr404 } from '../../common/crud';
import { ApiError } from '../../common/envelope/api-error';
import { Clock } from '../../common/clock';
import { AuditService } from '../audit/audit.service';
import { mediaEvent, WebhookOutbox } from '../webhooks/webhook-outbox';
import { tableOf, titleOf } from '../revisions/revision-families';
import { RevisionEntity } from '../revisions/revision.entity';
import { StoredFilesService, UPLOADS_URL_PATH } from './stored-files.service';
import { UploadedFileEntity } from './uploaded-file.entity';

/** Text columns that never hold a file's address (identity, language, bookkeeping). */
const NOT_REFERENCES = new Set(['lang', 'key', 'page', 'group', 'category']);

/** The stored key inside a file's address (`/uploads/<key>`, site-relative or absolute), or the text as given. */
export function storedKeyOf(url: string): string {
  const at = url.indexOf(`${UPLOADS_URL_PATH}/`);
  return (at >= 0 ? url.slice(at + UPLOADS_URL_PATH.length + 1) : url).split(/[?#]/)[0];
}

/**
 * Where uploaded files are referenced: every text column of every content family's current rows (settings included)
 * searched for the file's stored key, which is unique (`2026/11/<32 random hex>.<ext>`). `INSTR` reads the same on
 * SQLite and MySQL. A full scan of the content tables: an admin's question about one file, or the 未使用 filter.
 */
@Injectable()
export class MediaUsageService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(UploadedFileEntity) private readonly files: Repository<UploadedFileEntity>,
    private readonly stored: StoredFilesService,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookOutbox,
    private readonly clock: Clock,
  ) {}

  /**
   * The current items that reference the uploaded file at `url`, as far as `viewer` may read them: of settings only the
   * public ones (which the site shows anyway), and none for an API key. An address that names no uploaded file finds
   * nothing, so the call cannot be used to search the site's text for a string.
   */
  async usage(url: string, viewer: AuthenticatedAdmin): Promise<MediaUsage[]> {
    const key = storedKeyOf(url);
    if (!(await this.files.existsBy({ stored_key: key }))) return [];
    return this.references(key, viewer);
  }

  /** Where `key` is referenced: everywhere, or (with a viewer) only where that viewer may read. */
  private async references(key: string, viewer?: AuthenticatedAdmin): Promise<MediaUsage[]> {
    const found: MediaUsage[] = [];
    for (const family of REVISION_FAMILIES) {
      if (family === 'settings' && viewer?.apiKey) continue;
      const metadata = this.metadataOf(tableOf(family));
      const columns = this.referenceColumns(metadata);
      const builder = this.dataSource
        .getRepository<ObjectLiteral>(metadata.target)
        .createQueryBuilder('row')
        .where(`(${columns.map((column) => `INSTR(row.${this.quote(column)}, :key) > 0`).join(' OR ')})`, { key });
      if (family === 'settings' && viewer) builder.andWhere('row.is_public = 1');
      const rows = await builder.orderBy('row.id', 'DESC').getMany();
      found.push(...rows.map((row) => ({ family, id: Number(row.id), title: titleOf(metadata.tableName, row) })));
    }
    return found;
  }

  /** SQL true for an `uploaded_files` row (its `stored_key` column named `keyColumn`) that nothing current references. */
  unusedCondition(keyColumn: string): string {
    return REVISION_FAMILIES.map((family) => {
      const metadata = this.metadataOf(tableOf(family));
      const table = this.quote(metadata.tableName);
      const referenced = this.referenceColumns(metadata)
        .map((column) => `INSTR(${table}.${this.quote(column)}, ${keyColumn}) > 0`)
        .join(' OR ');
      return `NOT EXISTS (SELECT 1 FROM ${table} WHERE ${referenced})`;
    }).join(' AND ');
  }

  /**
   * Deletes an uploaded file: refused (409, `data.usage`: the places `viewer` may read) while anything current
   * references it; when only revisions
   * still do, refused too (409, `data.revisions`) unless `force`, as restoring them would show a missing file.
   */
  async remove(id: number, force: boolean, viewer: AuthenticatedAdmin, by: RequestActor): Promise<{ deleted: number }> {
    const file = await findOr404(this.files, { id }, '文件不存在');
    const places = (await this.references(file.stored_key)).length;
    if (places > 0) {
      const usage = await this.references(file.stored_key, viewer);
      throw ApiError.conflict(`文件正在使用中（${places} 处），不能删除`, { usage });
    }
    const revisions = await this.dataSource
      .getRepository(RevisionEntity)
      .createQueryBuilder('r')
      .where('INSTR(r.snapshot, :key) > 0', { key: file.stored_key })
      .getCount();
    if (revisions > 0 && !force) {
      throw ApiError.conflict(`仍有 ${revisions} 个历史版本引用此文件：删除后恢复这些版本将显示缺失的文件`, {
        usage: [],
        revisions,
      });
    }
    const title = file.original_name;
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(UploadedFileEntity, { id });
      await this.audit.record({ action: 'delete', by, family: 'uploads', target_id: id, title }, manager);
      await this.webhooks.raise(manager, mediaEvent('media.deleted', id, title, by, this.clock.now()));
    });
    await this.stored.remove(file.stored_key);
    return { deleted: 1 };
  }

  private quote(name: string): string {
    return this.dataSource.driver.escape(name);
  }

  private metadataOf(table: string): EntityMetadata {
    const metadata = this.dataSource.entityMetadatas.find((entity) => entity.tableName === table);
    if (!metadata) throw new Error(`no entity for the table ${table}`);
    return metadata;
  }

  private referenceColumns(metadata: EntityMetadata): string[] {
    return metadata.columns
      .filter(
        (column) =>
          ['varchar', 'text', String].includes(column.type as string) && !NOT_REFERENCES.has(column.databaseName),
      )
      .map((column) => column.databaseName);
  }
}
