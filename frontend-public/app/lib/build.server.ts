import type { AppLoadContext } from 'react-router';

/** The id of the front-end build this server serves (the React Router assets version), '' when unknown. */
export function buildIdOf(context: AppLoadContext | undefined): string {
  return context?.runtimeSettings?.buildId ?? '';
}
