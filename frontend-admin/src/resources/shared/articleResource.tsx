import type { ComponentType, ReactNode } from 'react';
import { CreateScreen, EditScreen } from './forms';
import type { SitePath } from './publicPath';
import { ViewOnSiteButton } from './ViewOnSiteButton';

/** The react-admin resource definition of news or cases, with a link to the item on the public site. */
export function articleResource(list: ComponentType, inputs: ReactNode, icon: ComponentType, sitePath: SitePath) {
  return {
    list,
    edit: () => <EditScreen actions={<ViewOnSiteButton path={sitePath} />}>{inputs}</EditScreen>,
    create: () => <CreateScreen>{inputs}</CreateScreen>,
    icon,
    recordRepresentation: 'title',
  };
}
