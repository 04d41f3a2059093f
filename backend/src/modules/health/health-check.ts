import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FreshRead } from '../../common/cache/fresh-read';

/** What a health check finds. */
export type HealthState = 'ok' | 'shutting_down' | 'database_down';

/**
 * How long a probe waits for the database: a frozen database must turn the health check to 503 well within a load
 * balancer's own timeout, long before the statements' timeout (DATABASE_TIMEOUT_MS) gives up.
 */
export const PROBE_TIMEOUT_MS = 400;

/** The answer's data when the server is healthy. */
export const HEALTHY = { status: 'ok', database: 'up' } as const;

/** Liveness and database readiness, as the health call reports them. */
@Injectable()
export class HealthCheck implements BeforeApplicationShutdown {
  private shuttingDown = false;
  /** Probes run at once share one `SELECT 1`, still one begun after each of them asked (see FreshRead). */
  private readonly probe: FreshRead<unknown>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.probe = new FreshRead(() => withinProbeTimeout(dataSource.query('SELECT 1')));
  }

  /** From a stop signal on (see exitGracefullyOnSignals): load balancers take this server out first. */
  markShuttingDown(): void {
    this.shuttingDown = true;
  }

  beforeApplicationShutdown(): void {
    this.markShuttingDown();
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
