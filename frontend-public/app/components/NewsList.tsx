import type { News } from '@site/contract';
import { IMAGE_LAYOUTS } from '../lib/image-sizes';
import { formatDate } from '../lib/site';
import { Cover } from './Cover';
import { IntentLink } from './IntentLink';

/** News as a list of cards: cover, title, summary, date; pinned items marked. */
export function NewsList({
  items,
  eagerFirst = false,
  heading: Heading = 'h3',
}: {
  items: News[];
  eagerFirst?: boolean;
  /** h2 where the list sits right under the page's h1, h3 under a section's h2. */
  heading?: 'h2' | 'h3';
}) {
  return (
    <ul className="news-list">
      {items.map((news, index) => (
        <li key={news.id} className="news-item">
          <IntentLink to={`/detail/${news.id}`}>
            <Cover
              src={news.cover}
              alt={news.title}
              layout={IMAGE_LAYOUTS.newsCover}
              ratio="16 / 9"
              eager={eagerFirst && index === 0}
            />
            <div className="news-text">
              <Heading>
                {news.is_top === 1 && <span className="badge">置顶</span>}
                {news.title}
              </Heading>
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
