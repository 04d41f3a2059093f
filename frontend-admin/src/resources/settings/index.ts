import SettingsIcon from '@mui/icons-material/Settings';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/set: site settings (backend module `settings`). */
export default {
  name: 'set',
  icon: SettingsIcon,
  recordRepresentation: 'key',
  ...lazyScreens(() => import('./screens').then((module) => module.screens)),
} satisfies ResourceDefinition;
