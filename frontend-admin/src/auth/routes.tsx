import { lazy } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { PASSWORD_CHANGE_PATH, TWO_FACTOR_PATH } from './paths';
import { SESSIONS_PATH } from './SecurityMenuItems';

const TwoFactorPage = lazy(() => import('./TwoFactorPage').then((module) => ({ default: module.TwoFactorPage })));
const PasswordChangePage = lazy(() =>
  import('./PasswordChangePage').then((module) => ({ default: module.PasswordChangePage })),
);
const SessionsPage = lazy(() => import('./SessionsPage').then((module) => ({ default: module.SessionsPage })));

/** The signed-in admin's own security screens, reached from the user menu. */
export const securityRoutes = (
  <CustomRoutes>
    <Route path={TWO_FACTOR_PATH} element={<TwoFactorPage />} />
    <Route path={SESSIONS_PATH} element={<SessionsPage />} />
    <Route path={PASSWORD_CHANGE_PATH} element={<PasswordChangePage />} />
  </CustomRoutes>
);
