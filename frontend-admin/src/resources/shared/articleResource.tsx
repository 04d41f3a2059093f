import type { ComponentType, ReactNode } from 'react';
import { CreateScreen, EditScreen } from './forms';
import { publicDetailPath } from './publicPath';
import { ViewOnSiteButton } from './ViewOnSiteButton';

/** The react-admin resource definition of news or cases (both open on the site at /detail/{id}). */
export function articleResource(list: ComponentType, inputs: ReactNode, icon: ComponentType) {
  return {
    list,
    edit: () => <EditScreen actions={<ViewOnSiteButton path={publicDetailPath} />}>{inputs}</EditScreen>,
    create: () => <CreateScreen>{inputs}</CreateScreen>,
    icon,
    recordRepresentation: 'title',
  };
}
