import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/audit: the audit log, super admins only (backend module `audit`). */
export default {
  name: 'audit',
  icon: ReceiptLongIcon,
  recordRepresentation: 'title',
  ...lazyScreens(() => import('./screens').then((module) => module.screens), { forms: false }),
} satisfies ResourceDefinition;
