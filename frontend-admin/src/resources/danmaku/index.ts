import SmartDisplayIcon from '@mui/icons-material/SmartDisplay';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/plugin: the video player's settings and its comments (backend module `danmaku`). */
export default {
  name: 'plugin',
  icon: SmartDisplayIcon,
  recordRepresentation: 'text',
  ...lazyScreens(() => import('./screens').then((module) => module.screens), { forms: false }),
} satisfies ResourceDefinition;
