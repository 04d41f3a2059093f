import { lazy, Suspense, type ReactNode } from 'react';

const AdminLayout = lazy(() => import('./AdminLayout').then((module) => ({ default: module.AdminLayout })));

/** The admin layout, loaded once signed in: /adm/login carries none of the app bar, menu and drawer. */
export function LazyAdminLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AdminLayout>{children}</AdminLayout>
    </Suspense>
  );
}
