import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/media: the media library as a screen of its own, with its own upload (backend module `uploads`). */
export default {
  name: 'media',
  icon: PhotoLibraryIcon,
  recordRepresentation: 'file_name',
  ...lazyScreens(() => import('./MediaLibraryPage').then((module) => module.screens), { forms: false }),
} satisfies ResourceDefinition;
