import type { Img } from '@site/contract';
import { Link } from 'react-router';
import { IMAGE_LAYOUTS, type ImageLayout } from '../lib/image-sizes';
import { Cover } from './Cover';

/**
 * Image-list entries (services, honours) as cards: picture, title, description, optional link. `layout` is the
 * cards' place (`IMAGE_LAYOUTS`; the default fits the standard card grid).
 */
export function ImageCards({
  items,
  ratio,
  className = '',
  layout = IMAGE_LAYOUTS.card,
}: {
  items: Img[];
  ratio: string;
  className?: string;
  layout?: ImageLayout;
}) {
  return (
    <ul className={`card-grid ${className}`.trim()}>
      {items.map((item) => {
        const body = (
          <>
            <Cover src={item.image} alt={item.title} layout={layout} ratio={ratio} />
            <h3>{item.title}</h3>
            {item.description && <p>{item.description}</p>}
          </>
        );
        return (
          <li key={item.id} className="card">
            {item.link?.startsWith('/') ? (
              <Link to={item.link}>{body}</Link>
            ) : /^https?:\/\//.test(item.link ?? '') ? (
              <a href={item.link} target="_blank" rel="noopener noreferrer">
                {body}
              </a>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}
