import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page, Setting } from '@site/contract';
import { Repository } from 'typeorm';
import { ApiError } from '../../common/envelope/api-error';
import { type Author, DeleteDto, ListSpec, deleteRows, listPage, saveRow } from '../../common/crud';
import { SaveSetDto, SetListQueryDto } from './dto/setting.dto';
import { SettingEntity } from './setting.entity';
import { toSettingWire as toSetWire } from './setting.wire';
import type { PublicContext } from '../preview/public-context';
import { PublicReads } from '../preview/public-reads';

/** The columns an admin list may be sorted by (each with its index: migration ListIndexes). */
export const SORTABLE: Array<keyof SettingEntity & string> = [
  'id',
  'key',
  'title',
  'group',
  'is_public',
  'created_at',
  'updated_at',
];

@Injectable()
export class SettingsService {
  constructor(
    @InjectRepository(SettingEntity) private readonly settings: Repository<SettingEntity>,
    private readonly reads: PublicReads,
  ) {}

  /** Every public setting of the language as `{ key: value }`. Private ones are never read here. */
  publicMap(call: PublicContext): Promise<Record<string, string>> {
    const { lang } = call;
    return this.reads.value(call, `settings|${lang}`, async (db) => {
      const rows = await db.find(SettingEntity, {
        select: { key: true, value: true },
        where: { lang, is_public: 1 },
        order: { key: 'ASC' },
      });
      return Object.fromEntries(rows.map((row) => [row.key, row.value ?? '']));
    });
  }

  /** One public setting; a private or missing one is the same 404 (no way to probe which keys exist). */
  async publicOne(call: PublicContext, key: string): Promise<{ key: string; value: string }> {
    const { lang } = call;
    const one = await this.reads.value(call, `setting|${lang}|${key}`, async (db) => {
      const row = await db.findOne(SettingEntity, {
        select: { key: true, value: true },
        where: { lang, key, is_public: 1 },
      });
      return row ? { key: row.key, value: row.value ?? '' } : null;
    });
    if (!one) throw ApiError.notFound('设置不存在');
    return one;
  }

  list(lang: string, query: SetListQueryDto): Promise<Page<Setting>> {
    const spec: ListSpec<SettingEntity> = {
      where: typeof query.group === 'string' ? { lang, group: query.group } : { lang },
      keywordFields: ['key', 'title', 'value'],
      sortable: SORTABLE,
      // Settings have no `sort`: grouped, then by key, as the admin screen shows them.
      uniqueKey: 'key',
      defaultOrder: { group: 'ASC', key: 'ASC' },
    };
    return listPage(this.settings, query, spec, toSetWire);
  }

  async save(
    lang: string,
    { id, key, value, title, group, is_public, version }: SaveSetDto,
    by: Author,
  ): Promise<Setting> {
    const row = await saveRow(
      this.settings,
      id,
      { key, value, title, group, is_public },
      {
        onCreate: { lang, value: '' },
        scope: { lang },
        by,
        notFoundMsg: '设置不存在',
        conflictMsg: '该设置键已存在',
        basedOn: version,
      },
    );
    return toSetWire(row);
  }

  remove(lang: string, body: DeleteDto, by: Author): Promise<{ deleted: number }> {
    return deleteRows(this.settings, body, by, { lang });
  }
}
