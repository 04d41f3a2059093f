import type { ComponentType, ReactNode } from 'react';
import { CreateScreen, EditScreen } from './forms';

interface SimpleResourceOptions {
  list: ComponentType;
  inputs: ReactNode;
  canDelete?: boolean;
}

/** The screens of a resource whose create and edit screens show the same inputs (menu data: the folder's index.ts). */
export function simpleResource({ list, inputs, canDelete }: SimpleResourceOptions) {
  return {
    list,
    edit: () => <EditScreen canDelete={canDelete}>{inputs}</EditScreen>,
    create: () => <CreateScreen>{inputs}</CreateScreen>,
  };
}
