import type { Crumb } from '../lib/seo';
import { Breadcrumbs } from './Breadcrumbs';

/** The band at the top of every inner page: breadcrumbs, the page's title and an optional lead. */
export function PageHeading({ title, lead, trail }: { title: string; lead?: string; trail: Crumb[] }) {
  return (
    <div className="page-heading">
      <Breadcrumbs trail={trail} />
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
    </div>
  );
}
