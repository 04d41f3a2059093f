import { describe, expect, it, vi } from 'vitest';
import { newerBuild } from './build-descriptor';
import { claimChunkReload } from './chunk-reload';

function server(latest: unknown, manifests: Record<string, unknown>) {
  return vi.fn(async (url: RequestInfo | URL) => {
    const path = String(url);
    if (path === '/builds/latest.json') return Response.json(latest);
    const id = /^\/builds\/meta\/(.+)\.json$/.exec(path)?.[1];
    return id && manifests[id] ? Response.json(manifests[id]) : new Response('', { status: 404 });
  });
}

describe('newerBuild', () => {
  it('names a newer build once its manifest is deployed', async () => {
    const fetcher = server({ id: 'b2' }, { b2: { id: 'b2', prerendered: [] } });
    await expect(newerBuild('b1', fetcher)).resolves.toBe('b2');
  });

  it('stays quiet for the current build, a half-deployed one, and a failed check', async () => {
    await expect(newerBuild('b1', server({ id: 'b1' }, {}))).resolves.toBeNull();
    await expect(newerBuild('b1', server({ id: 'b2' }, {}))).resolves.toBeNull();
    await expect(
      newerBuild('b1', async () => {
        throw new TypeError('offline');
      }),
    ).resolves.toBeNull();
  });
});

describe('claimChunkReload', () => {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it('allows one reload per path, then none for 10 s', () => {
    const store = storage();
    expect(claimChunkReload('/news', store, 1_000)).toBe(true);
    // The literal 10,000 ms, not the module's constant: a changed guard must fail here.
    expect(claimChunkReload('/news', store, 1_000 + 9_999)).toBe(false);
    expect(claimChunkReload('/about', store, 2_000)).toBe(true);
    expect(claimChunkReload('/news', store, 1_000 + 10_000)).toBe(true);
  });
});
