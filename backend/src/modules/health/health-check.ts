import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FreshRead } from '../../common/cache/fresh-read';
import { UploadStorage } from '../uploads/storage/upload-storage';

/** What a health check finds. */
export type HealthState = 'ok' | 'shutting_down' | 'database_down';

/**
 * How long a probe waits for the database: a frozen database must turn the health check to 503 well within a load
 * balancer's own timeout, long before the statements' timeout (DATABASE_TIMEOUT_MS) gives up.
 */
export const PROBE_TIMEOUT_MS = 400;

/** The answer's data when the server is healthy. */
export const HEALTHY = { status: 'ok', database: 'up' } as const;

/** What `/api/health/ready` reports. */
export interface Readiness {
  status: 'ok' | 'not_ready' | 'shutting_down';
  database: 'up' | 'down';
  storage: 'up' | 'down';
  migrations: 'done' | 'pending';
}

/** A key no upload has: asking for it answers "absent" from storage that works, an error from storage that does not. */
const STORAGE_PROBE_KEY = 'health/probe';

/** Liveness and readiness (database, storage, migrations, not stopping), as the health calls report them. */
@Injectable()
export class HealthCheck implements BeforeApplicationShutdown {
  private shuttingDown = false;
  /** Probes run at once share one `SELECT 1`, still one begun after each of them asked (see FreshRead). */
  private readonly probe: FreshRead<unknown>;
  private readonly storageProbe: FreshRead<unknown>;
  /** Once none is pending, none can be again in this process's life (a release's migrations run before it serves). */
  private migrated = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    // The storage is found through the app's modules rather than by importing the uploads module here: health
    // answers first among the routes (modules/index.ts), and an import would register the uploads routes before it.
    modules: ModuleRef,
  ) {
    this.probe = new FreshRead(() => withinProbeTimeout(dataSource.query('SELECT 1')));
    this.storageProbe = new FreshRead(() =>
      withinProbeTimeout(modules.get(UploadStorage, { strict: false }).stat(STORAGE_PROBE_KEY)),
    );
  }

  /** From a stop signal on (see exitGracefullyOnSignals): load balancers take this server out first. */
  markShuttingDown(): void {
    this.shuttingDown = true;
  }

  beforeApplicationShutdown(): void {
    this.markShuttingDown();
  }

  /** Ready to serve: not stopping, the database and the storage answering, every migration of this release run. */
  async readiness(): Promise<Readiness> {
    const [database, storage] = await Promise.all([answers(this.probe), answers(this.storageProbe)]);
    if (database && !this.migrated) this.migrated = !(await this.dataSource.showMigrations().catch(() => true));
    const ready = database && storage && this.migrated;
    return {
      status: this.shuttingDown ? 'shutting_down' : ready ? 'ok' : 'not_ready',
      database: database ? 'up' : 'down',
      storage: storage ? 'up' : 'down',
      migrations: this.migrated ? 'done' : 'pending',
    };
  }

  async state(): Promise<HealthState> {
    if (this.shuttingDown) return 'shutting_down';
    try {
      // At most the probe under way and the next one, each bounded by PROBE_TIMEOUT_MS.
      await this.probe.get();
      return 'ok';
    } catch {
      return 'database_down';
    }
  }
}

/** Whether `probe` answers within PROBE_TIMEOUT_MS. */
const answers = (probe: FreshRead<unknown>): Promise<boolean> =>
  probe.get().then(
    () => true,
    () => false,
  );

/** `probe`, or a failure once PROBE_TIMEOUT_MS has passed (the statement itself ends with its own timeout). */
async function withinProbeTimeout<T>(probe: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('health probe timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
