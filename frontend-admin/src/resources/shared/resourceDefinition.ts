import type { ResourceProps } from 'react-admin';
import type { ResourceName } from '../../providers/resourceCalls';

/** What each resource folder's index exports: react-admin's <Resource> props, named as the spec's route. */
export type ResourceDefinition = ResourceProps & { name: ResourceName };
