import type { Img } from '@site/contract';
import { Link } from 'react-router';
import { IMAGE_SIZES } from '../lib/image-sizes';
import { Cover } from './Cover';

/**
 * Image-list entries (services, honours) as cards: picture, title, description, optional link. `sizes` is the
 * cards' width at each breakpoint (`IMAGE_SIZES`; the default fits the standard card grid).
 */
export function ImageCards({
  items,
  ratio,
  className = '',
  sizes = IMAGE_SIZES.card,
}: {
  items: Img[];
  ratio: string;
  className?: string;
  sizes?: string;
}) {
  return (
    <ul className={`card-grid ${className}`.trim()}>
      {items.map((item) => {
        const body = (
          <>
            <Cover src={item.image} alt={item.title} sizes={sizes} ratio={ratio} />
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
