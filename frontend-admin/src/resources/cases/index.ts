import WorkIcon from '@mui/icons-material/Work';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/case: customer cases (backend module `cases`). */
export default {
  name: 'case',
  icon: WorkIcon,
  recordRepresentation: 'title',
  ...lazyScreens(() => import('./screens').then((module) => module.screens)),
} satisfies ResourceDefinition;
