import BackupIcon from '@mui/icons-material/Backup';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/backups: site backups, super admins only (backend module `backups`). */
export default {
  name: 'backups',
  icon: BackupIcon,
  recordRepresentation: 'name',
  ...lazyScreens(() => import('./screens').then((module) => module.screens), { forms: false }),
} satisfies ResourceDefinition;
