import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { ChangePasswordMenuItem } from './ChangePasswordMenuItem';
import { ResponsiveSidebar } from './ResponsiveSidebar';
import { ScrollToTop } from './ScrollToTop';

function AdminUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The button shows the admin's name: its accessible name must contain it (WCAG 2.5.3, label in name).
  const label = [identity?.fullName, translate('ra.auth.user_menu')].filter(Boolean).join(' · ');
  return (
    <UserMenu label={label}>
      <ChangePasswordMenuItem />
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
