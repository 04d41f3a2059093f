import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { smoothScrollTo } from './smoothScroll';

/** A new screen starts at the top, scrolled there in 300 ms (product spec, section 9). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    void smoothScrollTo(0);
  }, [pathname]);
  return null;
}
