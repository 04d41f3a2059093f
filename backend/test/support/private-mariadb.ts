import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { findExecutable, freePort, THIS_MACHINE, type ProcessPlace } from './executables';

/** The `mariadbd` binary on this machine, or null (the specs that need one say so and skip). */
export const MARIADBD = findExecutable('mariadbd');

export interface PrivateMariadb {
  /** `mysql://root@<host>:<port>/` of the private server (any database name may be appended). */
  url: string;
  /** Creates database `name` (utf8mb4) and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Kills the server at once (SIGKILL: no clean shutdown), as a crash would. */
  kill(): Promise<void>;
  /** Stops the server's process (SIGSTOP): connections stay open and nothing answers, as on a frozen host. */
  freeze(): void;
  /** Lets a frozen server run again (SIGCONT). */
  thaw(): void;
  /** Starts the killed server again on the same data, port and socket; resolves once it accepts connections. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function waitUntilReady(host: string, port: number, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`mariadbd exited with ${server.exitCode}`);
    try {
      const connection = await createConnection({ host, port, user: 'root' });
      await connection.end();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('mariadbd did not accept connections');
}

/**
 * A MariaDB server of its own, in a temporary directory on a free port, started with `settings`
 * (e.g. `--default-time-zone=+08:00`): server-wide settings are tried here, never on the shared server.
 */
export async function startPrivateMariadb(
  settings: string[],
  { host, wrap }: ProcessPlace = THIS_MACHINE,
): Promise<PrivateMariadb> {
  if (!MARIADBD) throw new Error('mariadbd not found');
  const dir = mkdtempSync(join(tmpdir(), 'site-mariadb-'));
  const datadir = join(dir, 'data');
  const installer = findExecutable('mariadb-install-db') ?? 'mariadb-install-db';
  const user = process.getuid?.() === 0 ? ['--user=root'] : [];
  const install = spawnSync(installer, ['--no-defaults', `--datadir=${datadir}`, '--skip-test-db', ...user]);
  if (install.status !== 0) throw new Error(`mariadb-install-db failed: ${install.stderr}`);
  const port = await freePort();
  const [command, ...commandArgs] = [...wrap, MARIADBD];
  const launch = () =>
    spawn(
      command,
      [
        ...commandArgs,
        '--no-defaults',
        `--datadir=${datadir}`,
        `--port=${port}`,
        `--bind-address=${host}`,
        `--socket=${join(dir, 'mariadbd.sock')}`,
        `--pid-file=${join(dir, 'mariadbd.pid')}`,
        // A throw-away server for one spec: no accounts to manage, and as little memory as it will take.
        '--skip-grant-tables',
        '--innodb-buffer-pool-size=16M',
        '--performance-schema=OFF',
        ...user,
        ...settings,
      ],
      { stdio: 'ignore' },
    );
  const startAndWait = async () => {
    const server = launch();
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      await waitUntilReady(host, port, server);
    } catch (error) {
      server.kill();
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    return { server, exited };
  };
  let running = await startAndWait();
  const url = `mysql://root@${host}:${port}/`;
  return {
    url,
    async createDatabase(name) {
      const connection = await createConnection({ host, port, user: 'root' });
      await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await connection.end();
      return `${url}${name}`;
    },
    async kill() {
      running.server.kill('SIGKILL');
      await running.exited;
    },
    freeze: () => running.server.kill('SIGSTOP'),
    thaw: () => running.server.kill('SIGCONT'),
    async restart() {
      running = await startAndWait();
    },
    async stop() {
      if (running.server.exitCode === null && running.server.signalCode === null) {
        running.server.kill('SIGCONT');
        running.server.kill('SIGTERM');
        await running.exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
