import type { ComponentType, ReactNode } from 'react';
import { CreateScreen, EditScreen } from './forms';

interface SimpleResourceOptions {
  list: ComponentType;
  inputs: ReactNode;
  icon: ComponentType;
  recordRepresentation: string;
  canDelete?: boolean;
}

/** A resource whose create and edit screens show the same inputs. */
export function simpleResource({ list, inputs, icon, recordRepresentation, canDelete }: SimpleResourceOptions) {
  return {
    list,
    edit: () => <EditScreen canDelete={canDelete}>{inputs}</EditScreen>,
    create: () => <CreateScreen>{inputs}</CreateScreen>,
    icon,
    recordRepresentation,
  };
}
