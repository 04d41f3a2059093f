import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BaiduPushItem, BaiduPushList } from '@site/contract';
import { Repository } from 'typeorm';
import { pageOf } from '../../common/crud';
import { isoOrNull } from '../../common/database/column-values';
import { BaiduPushSchedule } from './baidu-push-schedule';
import { BaiduPushEntity } from './baidu-push.entity';
import type { BaiduPushListDto } from './dto/baidu-push.dto';

/** The pushes as the back office lists them: the latest change first. */
@Injectable()
export class BaiduPushResults {
  constructor(
    @InjectRepository(BaiduPushEntity) private readonly pushes: Repository<BaiduPushEntity>,
    private readonly schedule: BaiduPushSchedule,
  ) {}

  async page(query: BaiduPushListDto): Promise<BaiduPushList> {
    const { page, limit } = pageOf(query);
    const [rows, total] = await this.pushes.findAndCount({
      where: query.state ? { state: query.state } : {},
      order: { changed_at: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { list: rows.map(itemOf), total, configured: this.schedule.configured };
  }
}

const itemOf = (row: BaiduPushEntity): BaiduPushItem => ({
  id: row.id,
  url: row.url,
  state: row.state,
  attempts: row.attempts,
  next_attempt_at: isoOrNull(row.next_attempt_at),
  pushed_at: isoOrNull(row.pushed_at),
  answer: row.answer,
  changed_at: row.changed_at.toISOString(),
});
