import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FreshRead } from '../../common/fresh-read';

/** What a health check finds. */
export type HealthState = 'ok' | 'shutting_down' | 'database_down';

/** The answer's data when the server is healthy. */
export const HEALTHY = { status: 'ok', database: 'up' } as const;

/** Liveness and database readiness, as the health call reports them. */
@Injectable()
export class HealthCheck implements BeforeApplicationShutdown {
  private shuttingDown = false;
  /** Probes run at once share one `SELECT 1`, still one begun after each of them asked (see FreshRead). */
  private readonly probe: FreshRead<unknown>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.probe = new FreshRead(() => dataSource.query('SELECT 1'));
  }

  beforeApplicationShutdown(): void {
    this.shuttingDown = true;
  }

  async state(): Promise<HealthState> {
    if (this.shuttingDown) return 'shutting_down';
    try {
      await this.probe.get();
      return 'ok';
    } catch {
      return 'database_down';
    }
  }
}
