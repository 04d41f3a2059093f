import type { PreviewState, RuntimeSettings } from '@site/contract';
import type { PublicSettings } from './site';

/** What the root loader gives every page: the public settings, the site's origin and the runtime settings. */
export interface RootData {
  siteName: string;
  settings: PublicSettings;
  /** `https://example.com`: canonical and Open Graph URLs are absolute. */
  origin: string;
  runtime: RuntimeSettings;
  /** How often the browser looks for a new deployment, in milliseconds. */
  updateCheckMs: number;
  /** The admin's preview this page is rendered under (a banner, noindex); null for everyone else. */
  preview: PreviewState | null;
  /** The families the root's own answers showed as they are now under the time machine (withHistoryGaps). */
  timeMachineGaps: string[];
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The root loader's data from a meta function's `matches` (undefined while the error page renders). */
export function rootDataOf(matches: ReadonlyArray<MatchLike | undefined>): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}
