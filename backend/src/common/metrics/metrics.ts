import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Everything `/metrics` reports, on a registry of this app's own: two apps in one process (tests, a second instance)
 * never share or double-register a metric. Recording is a label lookup and an addition, cheap enough for every request.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests by method, route (the matched route path, never the raw URL) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being written, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly databaseUnavailable = new Counter({
    name: 'database_unavailable_total',
    help: 'Calls answered 503 because the database could not be reached or timed out, by driver error code.',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });

  readonly poolConnections = new Counter({
    name: 'database_pool_connections_opened_total',
    help: 'Connections the MySQL pool opened (SQLite: none).',
    registers: [this.registry],
  });

  readonly poolAcquisitions = new Counter({
    name: 'database_pool_acquisitions_total',
    help: 'Times a statement or transaction took a MySQL pool connection (SQLite: none).',
    registers: [this.registry],
  });

  readonly poolInUse = new Gauge({
    name: 'database_pool_connections_in_use',
    help: 'MySQL pool connections handed out and not yet released (SQLite: none).',
    registers: [this.registry],
  });

  readonly poolWaits = new Counter({
    name: 'database_pool_waits_total',
    help: 'Times a statement had to queue for a free MySQL pool connection (SQLite: none).',
    registers: [this.registry],
  });

  readonly readCache = new Counter({
    name: 'read_cache_lookups_total',
    help: 'Public read cache lookups by segment and result (hit or miss).',
    labelNames: ['segment', 'result'] as const,
    registers: [this.registry],
  });

  readonly replicaReads = new Counter({
    name: 'database_replica_reads_total',
    help:
      'Public content reads routed to a read replica, by result: answered by the replica, or by the primary because ' +
      'the replica was behind the content version or failed (unreachable, timed out, a statement error).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly backupLastSuccess = new Gauge({
    name: 'backup_last_success_timestamp_seconds',
    help: 'When the newest backup archive was stored (Unix seconds; 0: none yet). Every process reports the newest it knows: take the max over processes.',
    registers: [this.registry],
  });

  readonly backupDuration = new Gauge({
    name: 'backup_last_duration_seconds',
    help: 'How long the last backup this process ran took, succeeded or failed.',
    registers: [this.registry],
  });

  readonly backupFailures = new Counter({
    name: 'backup_failures_total',
    help: 'Backups this process started that failed (the back office shows why).',
    registers: [this.registry],
  });

  readonly pageCache = new Counter({
    name: 'page_cache_answers_total',
    help: 'Public pages answered, by how the page cache served them: HIT, MISS, BYPASS, STALE (database away) or PREVIEW.',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly staleAnswers = new Counter({
    name: 'stale_answers_total',
    help: 'Answers given from the last value known while the database was away (X-Content-Stale: 1), pages and API reads.',
    registers: [this.registry],
  });

  readonly signInRefusals = new Counter({
    name: 'sign_in_refusals_total',
    help: 'Sign-in attempts refused, by reason: failed (a wrong password or code) or locked_out.',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly buildInfo = new Gauge({
    name: 'build_info',
    help: 'Always 1; the labels name the release: its version, its commit (BUILD_COMMIT) and the Node.js version.',
    labelNames: ['version', 'commit', 'node'] as const,
    registers: [this.registry],
  });

  readonly baiduPushes = new Counter({
    name: 'baidu_push_urls_total',
    help: 'Pages pushed to Baidu by this process, by outcome: sent (accepted), refused (an address Baidu refused), retry (to try again) or failed (given up after a day).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly webhookDeliveries = new Counter({
    name: 'webhook_deliveries_total',
    help: 'Webhook delivery attempts this process made, by outcome: sent (answered 2xx), retry (to try again) or failed (given up after a day).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly webhookQueueDepth = new Gauge({
    name: 'webhook_queue_depth',
    help: 'Webhook deliveries waiting for their first attempt or a retry (read from the database every few seconds: every process reports the same).',
    registers: [this.registry],
  });

  readonly webhookOldestPending = new Gauge({
    name: 'webhook_oldest_pending_age_seconds',
    help: 'How long the oldest waiting webhook delivery has waited since it was queued (0: none waits).',
    registers: [this.registry],
  });

  readonly uploadBytes = new Counter({
    name: 'upload_bytes_stored_total',
    help: 'Bytes of uploaded files stored (single uploads and finished multi-part uploads).',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}
