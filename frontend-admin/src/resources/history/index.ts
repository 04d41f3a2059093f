import TimelineIcon from '@mui/icons-material/Timeline';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/history: the company's milestones (backend module `history`). */
export default {
  name: 'history',
  icon: TimelineIcon,
  recordRepresentation: 'title',
  ...lazyScreens(() => import('./screens').then((module) => module.screens)),
} satisfies ResourceDefinition;
