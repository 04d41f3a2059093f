import { Link } from 'react-router';
import type { Crumb } from '../lib/seo';

/** The visible trail; the same trail goes into the page's BreadcrumbList JSON-LD (lib/seo.ts). */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="面包屑">
      <ol>
        <li>
          <Link to="/">首页</Link>
        </li>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
