import { And, type EntityMetadata, type FindOperator, type FindOptionsWhere, type ObjectLiteral, Raw } from 'typeorm';

/** Terms of one keyword beyond which the rest are ignored (each is one more condition to meet). */
const MAX_TERMS = 8;

/** The `id` condition of a keyword index matching rows that contain every one of `terms`, or null (see ListSpec). */
export type KeywordIndex = (terms: string[]) => FindOperator<number> | null;

export interface KeywordSearch<E extends ObjectLiteral> {
  /** Text columns searched (a term matches when any of them contains it). */
  fields: Array<keyof E & string>;
  index?: KeywordIndex;
  /** The list's table, for a search of several terms without an index. */
  metadata: EntityMetadata;
}

/**
 * A keyword's terms: what whitespace (a full-width space included) separates, each kept once. "膜 污染" is two terms
 * that must both match; "膜污染" one, matched as a substring, across whatever a word segmenter would split.
 */
export function keywordTerms(keyword: string): string[] {
  return [...new Set(keyword.split(/\s+/).filter(Boolean))].slice(0, MAX_TERMS);
}

/** `%`, `_` and `!` matched literally by LIKE … ESCAPE '!' (a backslash means different things on the two engines). */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (char) => `!${char}`);
}

/**
 * The conditions (any of the list) under which a row of `base` contains `keyword`: for one term, the index's
 * condition or a LIKE on each field, as before; for several, every term must be in the row (each in any field),
 * through the index for terms it can look up (two characters or more) and a LIKE for the others.
 */
export function keywordWhere<E extends ObjectLiteral>(
  base: FindOptionsWhere<E>,
  keyword: string,
  search: KeywordSearch<E>,
): FindOptionsWhere<E> | FindOptionsWhere<E>[] {
  const terms = keywordTerms(keyword);
  if (terms.length === 1) {
    const indexed = search.index?.(terms);
    if (indexed) return { ...base, id: indexed };
    const pattern = `%${escapeLike(terms[0])}%`;
    return search.fields.map(
      (field) =>
        ({
          ...base,
          [field]: Raw((column) => `${column} LIKE :pattern ESCAPE '!'`, { pattern }),
        }) as FindOptionsWhere<E>,
    );
  }
  const indexable = search.index ? terms.filter((term) => Array.from(term).length >= 2) : [];
  const indexed = indexable.length ? search.index?.(indexable) : null;
  const rest = indexed ? terms.filter((term) => !indexable.includes(term)) : terms;
  const conditions = [...(indexed ? [indexed] : []), ...(rest.length ? [containsEvery(rest, search)] : [])];
  return { ...base, id: conditions.length === 1 ? conditions[0] : And(...conditions) } as FindOptionsWhere<E>;
}

/** `id IN` the rows of the list's table where every one of `terms` is in one of the fields (LIKE). */
function containsEvery<E extends ObjectLiteral>(terms: string[], search: KeywordSearch<E>): FindOperator<number> {
  const table = search.metadata.tableName;
  const columns = search.fields.map(
    (field) => search.metadata.findColumnWithPropertyName(field)?.databaseName ?? field,
  );
  const parameters: Record<string, string> = {};
  const each = terms.map((term, index) => {
    parameters[`term${index}`] = `%${escapeLike(term)}%`;
    return `(${columns.map((column) => `${column} LIKE :term${index} ESCAPE '!'`).join(' OR ')})`;
  });
  return Raw((id) => `${id} IN (SELECT id FROM ${table} WHERE ${each.join(' AND ')})`, parameters);
}
