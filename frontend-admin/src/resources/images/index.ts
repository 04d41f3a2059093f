import CollectionsIcon from '@mui/icons-material/Collections';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/img_list: pictures by group, banners and the like (backend module `images`). */
export default {
  name: 'img_list',
  icon: CollectionsIcon,
  recordRepresentation: 'title',
  ...lazyScreens(() => import('./screens').then((module) => module.screens)),
} satisfies ResourceDefinition;
