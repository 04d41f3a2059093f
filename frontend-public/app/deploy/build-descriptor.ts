/**
 * How the site learns that a new deployment is out: `GET /builds/latest.json` names the build now served,
 * `GET /builds/meta/{id}.json` is that build's manifest (present once the build is fully deployed).
 */
export const LATEST_BUILD_PATH = '/builds/latest.json';
export const buildManifestPath = (id: string) => `/builds/meta/${encodeURIComponent(id)}.json`;

export interface BuildDescriptor {
  id: string;
}

export interface BuildManifest {
  id: string;
  /** Paths served as prerendered files (`npm run export`); empty when every page is rendered on request. */
  prerendered: string[];
}

async function getJson<T>(path: string, fetcher: typeof fetch): Promise<T | null> {
  const response = await fetcher(path, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  return response.ok ? ((await response.json()) as T) : null;
}

/**
 * The id of a newer build that is fully deployed, or null while the page's own build is the latest
 * (or the check cannot tell: a failed check never bothers the visitor).
 */
export async function newerBuild(currentId: string, fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const latest = await getJson<BuildDescriptor>(LATEST_BUILD_PATH, fetcher);
    if (!latest?.id || latest.id === currentId) return null;
    const manifest = await getJson<BuildManifest>(buildManifestPath(latest.id), fetcher);
    return manifest?.id === latest.id ? latest.id : null;
  } catch {
    return null;
  }
}
