import { parseIsoTime } from '../../common/validation/field-rules';
import { sanitizeRichHtml } from '../../common/sanitize/rich-html';
import type { ArticleEntity } from './article.entity';
import type { SaveArticleDto } from './article.dto';
import { contentWire, isoTime } from '../../common/crud/wire';

/** The shared article fields of a row on the wire, field by field (see contentWire). */
export const articleWire = (row: ArticleEntity) => ({
  ...contentWire(row),
  title: row.title,
  summary: row.summary,
  cover: row.cover,
  content: row.content,
  video: row.video,
  category: row.category,
  status: row.status,
  publish_time: isoTime(row.publish_time),
  sort: row.sort,
});

/**
 * The columns a save of an article writes: the fields sent, the content sanitised, the publish time read as
 * UTC. `id` and `version` are the caller's; `undefined` fields stay unwritten (see saveRow).
 */
export function articleFields<D extends SaveArticleDto>({
  id: _id,
  version: _version,
  content,
  publish_time,
  ...plain
}: D) {
  return {
    ...plain,
    content: content === undefined ? undefined : sanitizeRichHtml(content),
    publish_time: publish_time === undefined ? undefined : parseIsoTime(publish_time),
  };
}

/** What a new article gets besides the fields sent: its language, empty content, published now. */
export const newArticle = (lang: string, now: Date) => ({ lang, content: '', publish_time: now });
