import { createElement, isValidElement, type ComponentType } from 'react';
import { AccessDenied, CanAccess } from 'react-admin';
import type { ResourceDefinition } from './resourceDefinition';

const SCREENS = ['list', 'edit', 'create', 'show'] as const;

/**
 * The resource with each screen shown only once `canAccess` allows it, react-admin's 无权访问 page in its place
 * otherwise. react-admin's own check lets a refused screen's first call through while it redirects (its controllers
 * wait for the check, not for its answer), so an editor opening /adm/admin got the server's 403 as a red toast on
 * top of the page; behind this gate the call is never made.
 */
export function accessChecked(definition: ResourceDefinition): ResourceDefinition {
  const checked: ResourceDefinition = { ...definition };
  for (const action of SCREENS) {
    const screen = definition[action];
    if (!screen) continue;
    const Checked = () => (
      <CanAccess resource={definition.name} action={action} accessDenied={<AccessDenied />}>
        {isValidElement(screen) ? screen : createElement(screen as ComponentType)}
      </CanAccess>
    );
    Checked.displayName = `AccessChecked(${definition.name}.${action})`;
    checked[action] = Checked;
  }
  return checked;
}
