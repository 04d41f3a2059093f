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

/** Where a test server runs: by default on 127.0.0.1 of this machine. */
export interface ProcessPlace {
  /** The address it listens on and is reached at. */
  host: string;
  /** A command it is started under, e.g. `ip netns exec <name>` to run it on a host of its own. */
  wrap: string[];
}

export const THIS_MACHINE: ProcessPlace = { host: '127.0.0.1', wrap: [] };
