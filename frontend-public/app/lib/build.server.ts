import type { RouterContextProvider } from 'react-router';
import { siteOf } from '../load-context';

/** The id of the front-end build this server serves (the React Router assets version), '' when unknown. */
export function buildIdOf(context: Readonly<RouterContextProvider> | undefined): string {
  return siteOf(context).runtimeSettings?.buildId ?? '';
}
