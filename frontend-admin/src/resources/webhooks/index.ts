import WebhookIcon from '@mui/icons-material/Webhook';
import { lazyScreens } from '../shared/lazyScreens';
import type { ResourceDefinition } from '../shared/resourceDefinition';

/** /adm/webhooks: endpoints told of changes, their deliveries, super admins only (backend module `webhooks`). */
export default {
  name: 'webhooks',
  icon: WebhookIcon,
  recordRepresentation: 'name',
  ...lazyScreens(() => import('./screens').then((module) => module.screens), { forms: false }),
} satisfies ResourceDefinition;
