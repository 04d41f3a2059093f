import { Drawer, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Sidebar, useSidebarState } from 'react-admin';
import { MOBILE_BREAKPOINT } from '../theme';

/**
 * Below the mobile breakpoint (lg, 1280 px) the menu is a temporary drawer that closes after navigating;
 * react-admin's own Sidebar only does that below sm.
 */
export function ResponsiveSidebar({ children }: { children: ReactNode }) {
  // noSsr: the real width on the first render, so the first frame already has the right kind of menu.
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down(MOBILE_BREAKPOINT), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const entered = useRef(false);

  // react-admin starts its menu open from 600 px up, where ours is still a drawer over the content: a visit below lg
  // starts with it closed (before the first paint), and the menu button opens it.
  useLayoutEffect(() => {
    if (!entered.current && isMobile) setOpen(false);
    entered.current = true;
  }, [isMobile, setOpen]);

  useEffect(() => {
    if (isMobile && pathname !== shownPath.current) setOpen(false);
    shownPath.current = pathname;
  }, [isMobile, pathname, setOpen]);

  if (!isMobile) return <Sidebar>{children}</Sidebar>;
  return (
    <Drawer
      variant="temporary"
      // Never open on the first render either: a drawer mounted open and closed before the first paint left MUI's
      // invisible modal layer over the page, taking every click (the menu button included).
      open={open && entered.current}
      onClose={() => setOpen(false)}
      sx={{ '& .MuiDrawer-paper': { width: 240 } }}
    >
      {children}
    </Drawer>
  );
}
