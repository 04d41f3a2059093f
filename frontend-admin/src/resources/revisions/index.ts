import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/deleted: recently deleted items, brought back from their last revision (backend module `revisions`). */
export default {
  name: 'deleted',
  icon: RestoreFromTrashIcon,
  recordRepresentation: 'title',
  ...lazyScreens(() => import('./DeletedList').then((module) => module.deleted), { forms: false }),
} satisfies ResourceDefinition;
