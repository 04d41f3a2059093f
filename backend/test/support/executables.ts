import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const SEARCH_PATH = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin'];

/** Where an executable lives, or null (the specs that need one say so and skip). */
export const findExecutable = (name: string) =>
  SEARCH_PATH.map((dir) => join(dir, name)).find((path) => existsSync(path)) ?? null;

/** A TCP port free on 127.0.0.1 at the moment of asking. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
