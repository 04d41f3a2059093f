import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NO_ACTOR } from '../../common/auth/request-actor';
import { Clock } from '../../common/clock';
import type { ArticleEntity } from '../../common/crud/article.entity';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CaseEntity } from '../cases/case.entity';
import { NewsEntity } from '../news/news.entity';
import { scheduledPublishKey } from './content-events';
import { payloadItem } from './public-items';
import { WebhookOutbox } from './webhook-outbox';

/** How far back a sweep looks: a scheduled publish missed for longer (every process down) is not told late. */
const LOOK_BACK_MS = 24 * 3600_000;
/** Items one sweep raises at most per family and language; the next sweep goes on. */
const SWEEP_LIMIT = 500;

/** The families with a publish time, so with scheduled publishes. */
const SCHEDULED = [
  { family: 'news', entity: NewsEntity },
  { family: 'cases', entity: CaseEntity },
] as const;

/**
 * `published` of the items that went live by their publish time passing: found by a sweep (as the Baidu push finds
 * them, decision 092), raised once per endpoint whatever the number of sweeps or processes (the dedupe key).
 */
@Injectable()
export class ScheduledPublishes {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: WebhookOutbox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sweep(): Promise<void> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - LOOK_BACK_MS);
    for (const { family, entity } of SCHEDULED) {
      for (const lang of this.config.siteLangs) {
        // On the (lang, publish_time) index; published after its last save: it went live by itself.
        const rows: ArticleEntity[] = await this.dataSource
          .getRepository<ArticleEntity>(entity)
          .createQueryBuilder('item')
          .where('item.lang = :lang AND item.publish_time > :since AND item.publish_time <= :now', { lang, since, now })
          .andWhere('item.status = 1 AND item.publish_time > item.updated_at')
          .orderBy('item.publish_time', 'ASC')
          .limit(SWEEP_LIMIT)
          .getMany();
        for (const row of rows) {
          await this.outbox.raise(this.dataSource.manager, {
            event: `${family}.published`,
            family,
            id: row.id,
            item: payloadItem(family, row, row.title, true),
            by: NO_ACTOR,
            time: row.publish_time,
            dedupeKey: scheduledPublishKey(family, row.id, row.publish_time),
          });
        }
      }
    }
  }
}
