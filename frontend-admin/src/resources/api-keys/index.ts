import KeyIcon from '@mui/icons-material/Key';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/api_keys: API keys for scripts, listed under 管理员, super admins only (backend module `api-keys`). */
export default {
  name: 'api_keys',
  icon: KeyIcon,
  recordRepresentation: 'name',
  ...lazyScreens(() => import('./screens').then((module) => module.screens), { forms: false }),
} satisfies ResourceDefinition;
