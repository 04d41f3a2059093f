import DownloadIcon from '@mui/icons-material/Download';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/download: downloadable files (backend module `downloads`). */
export default {
  name: 'download',
  icon: DownloadIcon,
  recordRepresentation: 'title',
  ...lazyScreens(() => import('./screens').then((module) => module.screens)),
} satisfies ResourceDefinition;
