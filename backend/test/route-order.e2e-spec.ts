import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Routing does not depend on the order the feature modules are listed in (modules/index.ts lists the public ones first
 * for speed only): every route is a fixed path, and no two routes share a method and a path as Express matches them
 * (case-insensitive, a trailing slash optional), so whichever order Express tries them in, one route answers a request.
 */
describe('routes, whatever the order of the modules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  function routes(): string[] {
    const scanner = t.app.get(MetadataScanner);
    const found: string[] = [];
    for (const { metatype } of t.app.get(DiscoveryService).getControllers()) {
      if (!metatype) continue;
      const base = (Reflect.getMetadata(PATH_METADATA, metatype) as string | undefined) ?? '';
      for (const name of scanner.getAllMethodNames(metatype.prototype)) {
        const handler = (metatype.prototype as Record<string, object>)[name];
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (path === undefined || method === undefined) continue;
        for (const own of [path].flat()) {
          const key = `/${[base, own].join('/').split('/').filter(Boolean).join('/')}`.toLowerCase();
          found.push(`${RequestMethod[method]} ${key}`);
        }
      }
    }
    return found;
  }

  it('has fixed paths only, each method and path once', () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(80);
    expect(all.filter((route) => /[:*?(]/.test(route))).toEqual([]);
    expect(all.filter((route, index) => all.indexOf(route) !== index)).toEqual([]);
  });
});
