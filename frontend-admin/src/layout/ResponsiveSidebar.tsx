import { Drawer, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Sidebar, useSidebarState } from 'react-admin';
import { MOBILE_BREAKPOINT } from '../theme';

/**
 * Below the mobile breakpoint (lg, 1280 px) the menu is a temporary drawer that closes after navigating;
 * react-admin's own Sidebar only does that below sm.
 */
export function ResponsiveSidebar({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down(MOBILE_BREAKPOINT));
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (isMobile && pathname !== shownPath.current) setOpen(false);
    shownPath.current = pathname;
  }, [isMobile, pathname, setOpen]);

  if (!isMobile) return <Sidebar>{children}</Sidebar>;
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={() => setOpen(false)}
      sx={{ '& .MuiDrawer-paper': { width: 240 } }}
    >
      {children}
    </Drawer>
  );
}
