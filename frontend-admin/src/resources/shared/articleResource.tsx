import type { ComponentType, ReactNode } from 'react';
import { CreateScreen, EditScreen } from './forms';
import type { SitePath } from './publicPath';
import { ViewOnSiteButton } from './ViewOnSiteButton';

/** The screens of news or cases, with a link to the item on the public site. */
export function articleResource(list: ComponentType, inputs: ReactNode, sitePath: SitePath) {
  return {
    list,
    edit: () => <EditScreen actions={<ViewOnSiteButton path={sitePath} />}>{inputs}</EditScreen>,
    create: () => <CreateScreen>{inputs}</CreateScreen>,
  };
}
