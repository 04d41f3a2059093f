import CategoryIcon from '@mui/icons-material/Category';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/download_cate: download categories (backend module `downloads`). */
export default {
  name: 'download_cate',
  icon: CategoryIcon,
  recordRepresentation: 'name',
  ...lazyScreens(() => import('./categoryScreens').then((module) => module.screens)),
} satisfies ResourceDefinition;
