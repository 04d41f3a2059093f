import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { JobLeaseEntity } from './job-lease.entity';

/** How often a lease is renewed while its work runs, as a share of its time to live. */
const RENEWALS_PER_TTL = 3;

/**
 * Work that runs once across every process on the database: the process that inserts a lease's row holds it, and
 * keeps it by renewing it while the work runs, so a lease of a process that died is free again within its ttl.
 * A row in the database rather than a lock on a connection: the work (a backup) outlives any one statement, and
 * SQLite has no lock a second process could name.
 */
@Injectable()
export class JobLeases {
  constructor(
    @InjectRepository(JobLeaseEntity) private readonly leases: Repository<JobLeaseEntity>,
    private readonly clock: Clock,
  ) {}

  /**
   * Keeps lease `name`, taken by `holder`, renewed every ttl/3 while `work` runs, and gives it up once `work` has
   * ended either way; answers `work`.
   */
  async keepWhile<T>(name: string, holder: string, ttlMs: number, work: Promise<T>): Promise<T> {
    const renewal = setInterval(
      () => void this.renew(name, holder, ttlMs).catch(() => undefined),
      ttlMs / RENEWALS_PER_TTL,
    );
    renewal.unref();
    try {
      return await work;
    } finally {
      clearInterval(renewal);
      await this.release(name, holder).catch(() => undefined);
    }
  }

  /** Takes lease `name` for `holder` for `ttlMs`: null once `holder` holds it, else who does. */
  async take(name: string, holder: string, ttlMs: number): Promise<string | null> {
    for (;;) {
      const now = this.clock.now();
      // Every lease past its time goes, this one's and those of processes or runs long gone.
      await this.leases.createQueryBuilder().delete().where('expires_at < :now', { now }).execute();
      await this.leases
        .createQueryBuilder()
        .insert()
        .values({ name, holder, expires_at: new Date(now.getTime() + ttlMs) })
        .orIgnore()
        .execute();
      const row = await this.leases.findOneBy({ name });
      // Gone again: its holder finished between the insert and this read; try once more.
      if (row) return row.holder === holder ? null : row.holder;
    }
  }

  /** The leases in force whose names start with `prefix`. */
  async live(prefix: string): Promise<JobLeaseEntity[]> {
    return this.leases
      .createQueryBuilder('lease')
      .where('lease.name LIKE :prefix AND lease.expires_at >= :now', { prefix: `${prefix}%`, now: this.clock.now() })
      .orderBy('lease.name')
      .getMany();
  }

  async release(name: string, holder: string): Promise<void> {
    await this.leases.delete({ name, holder });
  }

  async renew(name: string, holder: string, ttlMs: number): Promise<void> {
    await this.leases.update({ name, holder }, { expires_at: new Date(this.clock.now().getTime() + ttlMs) });
  }
}
