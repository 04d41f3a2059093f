import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { NewsEntity } from '../news/news.entity';
import { BaiduPushEntity } from './baidu-push.entity';

/**
 * How far before the newest change already queued a sweep looks again: a save's `updated_at` is taken when its
 * statement runs, and it may commit a little after a sweep on another process has read past it. What is looked at
 * twice is queued once (a row per address, moved on only by a newer change).
 */
const LOOK_BACK_MS = 5 * 60_000;

/** Pages queued by one sweep at most; the next sweep goes on from the newest change queued. */
const SWEEP_LIMIT = 2000;

/** A news page's address and when it went live or last changed, whichever is later. */
interface ChangedPage {
  url: string;
  changedAt: Date;
}

/**
 * Queues the news pages to push to Baidu: a published item whose page went live (its publish time passed, a
 * scheduled one included) or changed since the newest change already queued. Found by a sweep of the news rows, not
 * told by the saves, so a scheduled publish needs no write and no save path knows about Baidu.
 */
@Injectable()
export class BaiduPushQueue {
  constructor(
    @InjectRepository(BaiduPushEntity) private readonly pushes: Repository<BaiduPushEntity>,
    @InjectRepository(NewsEntity) private readonly news: Repository<NewsEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Queues what went live or changed since the last sweep; answers how many pages were queued. */
  async sweep(): Promise<number> {
    const site = this.config.siteUrl;
    if (!site) return 0;
    const now = this.clock.now();
    const [newest] = await this.pushes.find({ select: { changed_at: true }, order: { changed_at: 'DESC' }, take: 1 });
    // Nothing queued yet (a first start with a token): from now on, not the whole archive, which would spend the
    // day's quota on pages Baidu already has.
    const since = new Date((newest?.changed_at ?? now).getTime() - LOOK_BACK_MS);
    let queued = 0;
    for (const page of await this.changedPages(site, since, now)) queued += await this.queue(page, now);
    return queued;
  }

  private async changedPages(site: string, since: Date, now: Date): Promise<ChangedPage[]> {
    const pages = new Map<number, Date>();
    for (const lang of this.config.siteLangs) {
      // Two range reads, each on its own (lang, …) index: changed, and gone live.
      for (const column of ['updated_at', 'publish_time'] as const) {
        const rows = await this.news
          .createQueryBuilder('news')
          .select(['news.id', 'news.updated_at', 'news.publish_time'])
          .where(`news.lang = :lang AND news.${column} > :since`, { lang, since })
          .andWhere('news.status = 1 AND news.publish_time <= :now', { now })
          .orderBy(`news.${column}`, 'ASC')
          .limit(SWEEP_LIMIT)
          .getMany();
        for (const row of rows) {
          const changedAt = new Date(Math.max(row.updated_at.getTime(), row.publish_time.getTime()));
          pages.set(row.id, changedAt);
        }
      }
    }
    return [...pages]
      .map(([id, changedAt]) => ({ url: `${site}/detail/${id}`, changedAt }))
      .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime())
      .slice(0, SWEEP_LIMIT);
  }

  /** Queues `page` unless it is queued for this change or a later one already; answers 1 when it was queued. */
  private async queue({ url, changedAt }: ChangedPage, now: Date): Promise<number> {
    const fresh = { state: 'pending' as const, attempts: 0, next_attempt_at: now, answer: '', changed_at: changedAt };
    const known = await this.pushes.findOne({ select: { id: true, changed_at: true }, where: { url } });
    if (known && known.changed_at >= changedAt) return 0;
    if (known) await this.pushes.update(known.id, fresh);
    // orIgnore: a sweep runs under a lease, yet one that outlived it must not fail on the address's unique key.
    else
      await this.pushes
        .createQueryBuilder()
        .insert()
        .values({ url, pushed_at: null, ...fresh })
        .orIgnore()
        .execute();
    return 1;
  }
}
