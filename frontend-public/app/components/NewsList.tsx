import type { News } from '@site/contract';
import { formatDate } from '../lib/site';
import { Cover } from './Cover';
import { IntentLink } from './IntentLink';

/** News as a list of cards: cover, title, summary, date; pinned items marked. */
export function NewsList({ items, eagerFirst = false }: { items: News[]; eagerFirst?: boolean }) {
  return (
    <ul className="news-list">
      {items.map((news, index) => (
        <li key={news.id} className="news-item">
          <IntentLink to={`/detail/${news.id}`}>
            <Cover src={news.cover} alt={news.title} ratio="16 / 9" eager={eagerFirst && index === 0} />
            <div className="news-text">
              <h3>
                {news.is_top === 1 && <span className="badge">置顶</span>}
                {news.title}
              </h3>
              {news.summary && <p>{news.summary}</p>}
              <p className="meta">
                <time dateTime={news.publish_time}>{formatDate(news.publish_time)}</time>
                {news.category && <span>{news.category}</span>}
                {news.video && <span>视频</span>}
              </p>
            </div>
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
