import { Injectable, OnApplicationBootstrap, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';

/** The prefix every API route is served under (`app.setGlobalPrefix`). */
export const API_PREFIX = 'api';

/** A path as Express matches it by default: case-insensitive, a trailing slash optional. */
const routeKey = (path: string) => `/${path.split('/').filter(Boolean).join('/')}`.toLowerCase();

/**
 * The HTTP methods each API path answers, read once from the controllers' own route metadata (Nest's
 * `DiscoveryService`), so a known call under another method is told its method (405 with `Allow`) instead of
 * "no such call". No list is kept by hand: a new route is known the moment its controller is.
 */
@Injectable()
export class RouteMethods implements OnApplicationBootstrap {
  private readonly methods = new Map<string, Set<string>>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  onApplicationBootstrap(): void {
    for (const { metatype } of this.discovery.getControllers()) {
      if (!metatype) continue;
      const base = (Reflect.getMetadata(PATH_METADATA, metatype) as string | undefined) ?? '';
      for (const name of this.scanner.getAllMethodNames(metatype.prototype)) {
        const handler = (metatype.prototype as Record<string, unknown>)[name] as object;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (path === undefined || method === undefined) continue;
        for (const own of [path].flat()) this.add(routeKey(`${API_PREFIX}/${base}/${own}`), RequestMethod[method]);
      }
    }
  }

  /** The methods `path` answers (`HEAD` is GET's), or none when no route has that path. */
  allowed(path: string): string[] {
    return [...(this.methods.get(routeKey(path)) ?? [])].sort();
  }

  private add(key: string, method: string): void {
    const known = this.methods.get(key) ?? new Set<string>();
    known.add(method);
    this.methods.set(key, known);
  }
}
