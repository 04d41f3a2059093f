import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Danmaku, DanmakuTuple, Page, VideoItem } from '@site/contract';
import { Not, Repository } from 'typeorm';
import { ApiError } from '../../common/envelope/api-error';
import { Clock } from '../../common/clock';
import { type Author, DeleteDto, deleteRows, listPage } from '../../common/crud';
import { clientKey } from '../rate-limit/client-key';
import { RateLimiterService } from '../rate-limit/rate-limiter.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { inWriteTransaction } from '../../common/database/write-transaction';
import { ImgEntity } from '../images/img.entity';
import { NewsEntity } from '../news/news.entity';
import { DanmakuEntity } from './danmaku.entity';
import { toAdminWire, toPublicWire, toTuple } from './danmaku.wire';
import { AdminDanmakuListDto } from './dto/danmaku-list.dto';
import { DanmakuQueryDto } from './dto/danmaku-query.dto';
import { DANMAKU_COLOR_MAX } from './dto/danmaku-rules';
import { SendDanmakuDto } from './dto/send-danmaku.dto';

/** The columns an admin list may be sorted by (each with its index: migration ListIndexes). */
export const SORTABLE: Array<keyof DanmakuEntity & string> = ['id', 'video_id', 'time', 'status', 'created_at'];

const POST_WINDOW_MS = 60_000;
/** The most videos `videos()` lists (a company site has a few dozen). */
export const VIDEO_LIST_MAX = 500;

@Injectable()
export class DanmakuService {
  constructor(
    @InjectRepository(DanmakuEntity) private readonly repo: Repository<DanmakuEntity>,
    private readonly rateLimiter: RateLimiterService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The visible comments of a video, oldest first, at most `max` (capped by configuration). */
  async read(query: DanmakuQueryDto): Promise<DanmakuTuple[]> {
    const take = Math.min(query.max ?? this.config.danmakuMaxDefault, this.config.danmakuMaxCap);
    const rows = await this.repo.find({
      where: { video_id: query.id, status: 1 },
      order: { time: 'ASC', id: 'ASC' },
      take,
    });
    return rows.map(toTuple);
  }

  /** Stores a comment as typed (trimmed), after the per-address flood limit (a sliding minute; IPv6 by /64). */
  async send(body: SendDanmakuDto, ip: string): Promise<Danmaku> {
    const admission = await this.rateLimiter.admit(`danmaku:ip:${clientKey(ip)}`, {
      limit: this.config.danmakuPostsPerMinute,
      windowMs: POST_WINDOW_MS,
    });
    if (!admission.allowed) {
      throw ApiError.tooManyRequests(admission.retryAfterSeconds, '弹幕发送过于频繁，请稍后再试');
    }
    // In the app's write queue: on SQLite the insert is a transaction of TypeORM's (see inWriteQueue).
    const { id } = await inWriteTransaction(this.repo.manager.dataSource, (manager) =>
      manager.save(DanmakuEntity, {
        video_id: body.id,
        author: body.author ?? '',
        time: body.time,
        text: body.text,
        color: body.color ?? DANMAKU_COLOR_MAX,
        type: body.type ?? 0,
        status: 1,
        ip,
        created_at: this.clock.now(),
      }),
    );
    // Read back, so the answer is exactly what the database holds (e.g. MySQL's whole-second datetime).
    return toPublicWire(await this.repo.findOneByOrFail({ id }));
  }

  /** Moderation list: newest first unless sorted; `keyword` matches text and author. */
  list(query: AdminDanmakuListDto): Promise<Page<Danmaku>> {
    return listPage(
      this.repo,
      query,
      {
        where: query.video_id ? { video_id: query.video_id } : {},
        keywordFields: ['text', 'author'],
        sortable: SORTABLE,
        defaultOrder: { id: 'DESC' },
      },
      toAdminWire,
    );
  }

  /**
   * Every video with a player that takes danmaku (news items' and pictures' with a `video`), newest first, each with
   * its count: the moderation screen lists them, so a video without danmaku is still seen. At most VIDEO_LIST_MAX.
   */
  async videos(): Promise<VideoItem[]> {
    const withVideo = {
      where: { video: Not('') },
      select: { id: true, title: true, video: true },
      order: { id: 'DESC' as const },
      take: VIDEO_LIST_MAX,
    };
    const [news, images, counts] = await Promise.all([
      this.repo.manager.getRepository(NewsEntity).find(withVideo),
      this.repo.manager.getRepository(ImgEntity).find(withVideo),
      this.repo
        .createQueryBuilder('danmaku')
        .select('danmaku.video_id', 'video_id')
        .addSelect('COUNT(*)', 'count')
        .groupBy('danmaku.video_id')
        .getRawMany<{ video_id: string; count: string | number }>(),
    ]);
    const countOf = new Map(counts.map((row) => [row.video_id, Number(row.count)]));
    const item =
      (family: VideoItem['family'], prefix: string) => (row: { id: number; title: string; video: string }) => {
        const video_id = `${prefix}-${row.id}`;
        return {
          video_id,
          family,
          id: row.id,
          title: row.title,
          video: row.video,
          danmaku: countOf.get(video_id) ?? 0,
        };
      };
    return [...news.map(item('news', 'news')), ...images.map(item('images', 'img'))].slice(0, VIDEO_LIST_MAX);
  }

  remove(body: DeleteDto, by: Author): Promise<{ deleted: number }> {
    return deleteRows(this.repo, body, by);
  }
}
