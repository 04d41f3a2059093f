import { Link, NavLink } from 'react-router';
import { NAV_ITEMS } from '../lib/site';

export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="site-brand">
          {siteName}
        </Link>
        <nav className="site-nav" aria-label="主导航">
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === '/'}>
              {item.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
