import { Link } from 'react-router';

/** Page links that keep the other query parameters (category, keyword); the page lives in the URL. */
export function Pagination({ page, pages, search }: { page: number; pages: number; search: URLSearchParams }) {
  if (pages <= 1) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return query ? `?${query}` : '?';
  };
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
