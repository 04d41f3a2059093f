import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { NAV_ITEMS } from '../lib/site';
import { IntentLink } from './IntentLink';

/** The menu entry a path belongs to: its first segment (`/news/page/2` is 新闻动态); a news detail page too. */
export const sectionOf = (pathname: string) =>
  pathname.startsWith('/detail/') ? '/news' : `/${pathname.split('/')[1] ?? ''}`;

function Menu({ label, pathname }: { label: string; pathname: string }) {
  return (
    <nav className="site-nav" aria-label={label}>
      {NAV_ITEMS.map((item) => (
        <IntentLink
          key={item.to}
          to={item.to}

          aria-current={sectionOf(pathname) === item.to ? 'page' : undefined}
        >
          {item.label}
        </IntentLink>
      ))}
    </nav>
  );
}

/**
 * Brand and navigation, the current page marked (aria-current). Below lg (1280 px) the menu folds into a
 * `<details>` disclosure, which opens and closes without JavaScript too.
 */
export function SiteHeader({ siteName, logo }: { siteName: string; logo?: string }) {
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // A client-side navigation from the open mobile menu closes it.
  useEffect(() => {
    if (mobileMenu.current) mobileMenu.current.open = false;
  }, [pathname]);
  // So do a tap on any of its entries (the current page's too, which navigates nowhere), Escape, and a tap outside it.
  useEffect(() => {
    const menu = mobileMenu.current;
    if (!menu) return;
    const close = () => {
      menu.open = false;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('.site-nav a')) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return;
      close();
      menu.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (menu.open && event.target instanceof Node && !menu.contains(event.target)) close();
    };
    menu.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      menu.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="site-brand">
          {logo && <img src={logo} alt="" width="36" height="36" />}
          <span>{siteName}</span>
        </Link>
        <Menu label="主导航" pathname={pathname} />
        <details className="mobile-menu" ref={mobileMenu}>
          <summary aria-label="菜单">
            <span className="burger" aria-hidden="true" />
          </summary>
          <Menu label="移动端导航" pathname={pathname} />
        </details>
      </div>
    </header>
  );
}
