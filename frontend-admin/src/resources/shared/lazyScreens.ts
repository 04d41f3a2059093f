import { lazy, type ComponentType } from 'react';

interface Screens {
  list: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
}

const EMPTY = () => null;

/**
 * A resource's screens as React.lazy components over one module, fetched when one of them is first shown: the menu
 * (icons, names) is in the admin's first chunk, no screen is. Built once per resource, so each lazy component keeps
 * its identity across renders.
 */
export function lazyScreens(load: () => Promise<Screens>, { forms = true } = {}) {
  const screen = (key: keyof Screens) => lazy(async () => ({ default: (await load())[key] ?? EMPTY }));
  return { list: screen('list'), ...(forms ? { edit: screen('edit'), create: screen('create') } : {}) };
}
