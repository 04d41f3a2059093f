import { Link } from 'react-router';

/**
 * Page links; the page lives in the path (`hrefOf`, e.g. `/news/page/2`, see lib/list-paths.ts), so every page of
 * a list is an address of its own, on the server and in a static copy alike.
 */
export function Pagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  return (
    <nav className="pagination" aria-label="分页">
      {page > 1 && (
        <Link to={hrefOf(page - 1)} rel="prev">
          上一页
        </Link>
      )}
      {numbers.map((n, index) => (
        <span key={n} className="pagination-item">
          {index > 0 && n - numbers[index - 1] > 1 && <span className="pagination-gap">…</span>}
          {n === page ? (
            <span aria-current="page">{n}</span>
          ) : (
            <Link to={hrefOf(n)} aria-label={`第 ${n} 页`}>
              {n}
            </Link>
          )}
        </span>
      ))}
      {page < pages && (
        <Link to={hrefOf(page + 1)} rel="next">
          下一页
        </Link>
      )}
    </nav>
  );
}
