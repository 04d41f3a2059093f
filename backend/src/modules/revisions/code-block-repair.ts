import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { REVISION_FAMILIES, type RevisionFamily } from '@site/contract';
import { DataSource, type ObjectLiteral, Repository } from 'typeorm';
import { type Author, type ContentEntity, writeInTransaction } from '../../common/crud';
import { lostCodeWhitespace } from './code-whitespace';
import { tableOf } from './revision-families';
import { RevisionEntity } from './revision.entity';
import { RevisionsService } from './revisions.service';

/** One field given back its code's whitespace. */
export interface CodeRepair {
  family: RevisionFamily;
  id: number;
  title: string;
  field: string;
  /** The revision whose text was restored. */
  from_revision: number;
}

/**
 * Gives code blocks back the whitespace that loading an item into the editor collapsed before decision 069: for each
 * item whose rich text holds a code block, the newest earlier revision whose text differs only by that whitespace is
 * written back, field by field, as one change of the item (a new revision, audited).
 */
@Injectable()
export class CodeBlockRepair {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(RevisionEntity) private readonly revisions: Repository<RevisionEntity>,
    private readonly revisionsService: RevisionsService,
  ) {}

  async repair(by: Author): Promise<CodeRepair[]> {
    const repairs: CodeRepair[] = [];
    for (const family of REVISION_FAMILIES) {
      const repo = this.repoOf(family);
      const textColumns = repo.metadata.columns
        .filter((column) => column.type === 'text')
        .map((column) => column.databaseName);
      if (textColumns.length === 0) continue;
      const rows = await repo
        .createQueryBuilder('row')
        .where(textColumns.map((column) => `row.${column} LIKE :code`).join(' OR '), { code: '%ql-code-block%' })
        .getMany();
      for (const row of rows) repairs.push(...(await this.repairItem(family, repo, row, textColumns, by)));
    }
    return repairs;
  }

  private async repairItem(
    family: RevisionFamily,
    repo: Repository<ContentEntity>,
    row: ObjectLiteral,
    columns: string[],
    by: Author,
  ): Promise<CodeRepair[]> {
    const history = await this.revisions.find({ where: { family, item_id: Number(row.id) }, order: { id: 'DESC' } });
    const values: ObjectLiteral = {};
    const repairs: CodeRepair[] = [];
    for (const column of columns) {
      const current: unknown = row[column];
      if (typeof current !== 'string') continue;
      for (const revision of history) {
        const earlier: unknown = (JSON.parse(revision.snapshot) as ObjectLiteral)[column];
        if (typeof earlier !== 'string' || !lostCodeWhitespace(current, earlier)) continue;
        values[column] = earlier;
        repairs.push({ family, id: Number(row.id), title: revision.title, field: column, from_revision: revision.id });
        break;
      }
    }
    if (repairs.length === 0) return [];
    await writeInTransaction(repo, async (tx, manager) => {
      const where = { id: Number(row.id) };
      const before = await tx.findOneByOrFail(where);
      await tx.update(where, { ...values, version: () => 'version + 1' });
      const after = await tx.findOneByOrFail(where);
      await by.record(manager, { table: repo.metadata.tableName, action: 'update', before, after });
      await this.revisionsService.alongsideOf(family)?.(after, manager);
    });
    return repairs;
  }

  private repoOf(family: RevisionFamily): Repository<ContentEntity> {
    const metadata = this.dataSource.entityMetadatas.find((entity) => entity.tableName === tableOf(family));
    if (!metadata) throw new Error(`no entity for the revision family ${family}`);
    return this.dataSource.getRepository<ContentEntity>(metadata.target);
  }
}
