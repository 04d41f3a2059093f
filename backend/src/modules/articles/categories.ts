import { ApiProperty } from '@nestjs/swagger';
import type { CategoryCount } from '@site/contract';
import type { Repository } from 'typeorm';
import type { ReadCache } from '../../common/cache/read-cache';

/** The most categories a picker is offered: a site with more has outgrown free categories. */
export const CATEGORY_LIST_LIMIT = 500;

/** One category in use (`adm/get_news_category_list`, `adm/get_case_category_list`). */
export class CategoryCountView implements CategoryCount {
  @ApiProperty({ description: 'The category, as items store it', example: '公司新闻' })
  name: string;

  @ApiProperty({ description: 'How many items of the current lang are in it (drafts included)', example: 12 })
  count: number;
}

/**
 * The categories `lang`'s items use, most used first, then by name: what the editor's category picker offers, so a
 * typo no longer makes a category of its own. Read once per content stamp: the (lang, category, …) list index answers
 * it, but at a million rows the scan is still most of the call.
 */
export function categoriesInUse(
  repo: Repository<{ lang: string; category: string }>,
  lang: string,
  cache: ReadCache,
): Promise<CategoryCount[]> {
  return cache.through(`${repo.metadata.tableName}-categories|${lang}`, async (manager) => {
    const rows = await manager
      .createQueryBuilder(repo.target, 'item')
      .select('item.category', 'name')
      .addSelect('COUNT(*)', 'count')
      .where('item.lang = :lang', { lang })
      .andWhere("item.category <> ''")
      .groupBy('item.category')
      .orderBy('count', 'DESC')
      .addOrderBy('name', 'ASC')
      .limit(CATEGORY_LIST_LIMIT)
      .getRawMany<{ name: string; count: string | number }>();
    return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
  });
}
