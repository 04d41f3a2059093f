import { matchRoutes, Link, type LinkProps, type RouteObject } from 'react-router';
import { createPreloadQueue } from '../deploy/preload-queue';

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

function routeTree(routes: Record<string, ManifestRoute>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map(
      (route) =>
        ({ id: route.id, path: route.path, index: route.index, children: routeTree(routes, route.id) }) as RouteObject,
    );
}

/** The code of every route a path renders; the browser keeps the modules, so the navigation itself needs no download. */
async function loadRouteModules(path: string): Promise<void> {
  const manifest = window.__reactRouterManifest;
  if (!manifest) return;
  const matches = matchRoutes(routeTree(manifest.routes), path) ?? [];
  const modules = matches.flatMap(({ route }) => {
    const entry = manifest.routes[route.id as string];
    return [entry.module, ...(entry.imports ?? [])];
  });
  await Promise.all([...new Set(modules)].map((module) => import(/* @vite-ignore */ module)));
}

const preload = typeof window === 'undefined' ? () => undefined : createPreloadQueue(loadRouteModules);

/** A link whose route code loads as soon as the visitor shows intent (hover, focus, touch), five at a time at most. */
export function IntentLink(props: LinkProps) {
  const onIntent = () => {
    if (typeof props.to === 'string' && props.to.startsWith('/')) preload(props.to.split(/[?#]/)[0]);
  };
  return <Link {...props} onMouseEnter={onIntent} onFocus={onIntent} onTouchStart={onIntent} />;
}
