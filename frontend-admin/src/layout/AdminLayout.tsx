import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { TimeMachineMenuItem } from '../preview/TimeMachineMenuItem';
import { SecurityMenuItems } from '../auth/SecurityMenuItems';
import { ChangePasswordMenuItem } from '../auth/ChangePasswordMenuItem';
import { ResponsiveSidebar } from './ResponsiveSidebar';
import { ScrollToTop } from './ScrollToTop';

function AdminUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // From `sm` up the button shows the admin's name, so its accessible name must contain it (WCAG 2.5.3, label in
  // name); below, react-admin draws an icon button that translates the label, which must then be a message key.
  const showsName = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const label = showsName
    ? [identity?.fullName, translate('ra.auth.user_menu')].filter(Boolean).join(' · ')
    : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <ChangePasswordMenuItem />
      <SecurityMenuItems />
      <TimeMachineMenuItem />
      <Logout />
    </UserMenu>
  );
}

function AdminAppBar() {
  // react-admin adds the language switcher itself, because the i18nProvider offers several locales.
  return <AppBar userMenu={<AdminUserMenu />} />;
}

/** The admin layout: app bar with user menu and language switcher, menu drawer (temporary below lg). */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} sidebar={ResponsiveSidebar}>
      <ScrollToTop />
      {children}
    </Layout>
  );
}
