import DescriptionIcon from '@mui/icons-material/Description';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/about: the site's page texts (backend module `page-texts`). */
export default {
  name: 'about',
  icon: DescriptionIcon,
  recordRepresentation: 'title',
  ...lazyScreens(() => import('./screens').then((module) => module.screens)),
} satisfies ResourceDefinition;
