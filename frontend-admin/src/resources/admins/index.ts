import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/admin: back-office accounts (backend module `admins`). */
export default {
  name: 'admin',
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'username',
  ...lazyScreens(() => import('./screens').then((module) => module.screens)),
} satisfies ResourceDefinition;
