import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/seo: each page's title, keywords and description (backend module `seo`). */
export default {
  name: 'seo',
  icon: TravelExploreIcon,
  recordRepresentation: 'page',
  ...lazyScreens(() => import('./screens').then((module) => module.screens)),
} satisfies ResourceDefinition;
