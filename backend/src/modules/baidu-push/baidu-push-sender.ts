import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { Metrics } from '../../common/metrics/metrics';
import { boundedBody } from '../../common/outbound/bounded-body';
import { retryWait, type RetryPolicy } from '../../common/outbound/retry-wait';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { BAIDU_BATCH, readBaiduAnswer, type BaiduAnswer } from './baidu-answer';
import { BaiduPushEntity } from './baidu-push.entity';

/** A push gets this long for Baidu's answer, body included. */
const ANSWER_TIMEOUT_MS = 10_000;
/** Baidu's answers are a few dozen bytes: more is not Baidu, and is not read. */
const ANSWER_MAX_BYTES = 64 * 1024;
/** The first retry waits about 30 s; each next one twice as long, up to two hours. */
export const BAIDU_RETRIES: RetryPolicy = { firstMs: 30_000, longestMs: 2 * 3600_000 };
/** A page not accepted within a day of its change is given up on (the back office shows why). */
const GIVE_UP_AFTER_MS = 24 * 3600_000;

/** Sends the pages that are due to Baidu, one request of up to 2,000, and records how each went. */
@Injectable()
export class BaiduPushSender {
  constructor(
    @InjectRepository(BaiduPushEntity) private readonly pushes: Repository<BaiduPushEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {}

  /** Pushes the pages due now; answers how many were in the push (BAIDU_BATCH: more may be due). */
  async sendDue(): Promise<number> {
    const { token, url: endpoint } = this.config.baiduPush;
    const site = this.config.siteUrl;
    if (!token || !site) return 0;
    const now = this.clock.now();
    const due = await this.pushes.find({
      where: { state: 'pending', next_attempt_at: LessThanOrEqual(now) },
      order: { next_attempt_at: 'ASC', id: 'ASC' },
      take: BAIDU_BATCH,
    });
    if (!due.length) return 0;
    const address = `${endpoint}?site=${encodeURIComponent(site)}&token=${encodeURIComponent(token)}`;
    const answer = await this.push(
      address,
      due.map((row) => row.url),
    );
    await this.record(due, answer, this.clock.now());
    return due.length;
  }

  private async push(address: string, urls: string[]): Promise<BaiduAnswer> {
    try {
      const response = await fetch(address, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: urls.join('\n'),
        redirect: 'error',
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      return readBaiduAnswer(
        urls,
        response.status,
        (await boundedBody(response.body, ANSWER_MAX_BYTES)).toString('utf8'),
      );
    } catch (error) {
      // Never the error's text as a whole: it may carry the address, and with it the token.
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      return {
        kind: 'retry',
        reason: `百度未应答：${timedOut ? '10 秒内没有答复' : `连接失败${code ? `（${String(code)}）` : ''}`}`,
      };
    }
  }

  private async record(due: BaiduPushEntity[], answer: BaiduAnswer, now: Date): Promise<void> {
    if (answer.kind === 'accepted') {
      const sent = due.filter((row) => !answer.refused.has(row.url));
      const left = answer.remain === null ? '' : `，今日还可推送 ${answer.remain} 条`;
      await this.update(sent, { state: 'sent', pushed_at: now, next_attempt_at: null, answer: `成功${left}` });
      this.metrics.baiduPushes.inc({ outcome: 'sent' }, sent.length);
      for (const row of due.filter((row) => answer.refused.has(row.url))) {
        await this.update([row], { state: 'failed', next_attempt_at: null, answer: answer.refused.get(row.url) });
        this.metrics.baiduPushes.inc({ outcome: 'refused' });
      }
      return;
    }
    const expired = due.filter((row) => now.getTime() - row.changed_at.getTime() >= GIVE_UP_AFTER_MS);
    await this.update(expired, {
      state: 'failed',
      next_attempt_at: null,
      answer: `${answer.reason}；一天内未能推送，已放弃`,
    });
    this.metrics.baiduPushes.inc({ outcome: 'failed' }, expired.length);
    const retried = due.filter((row) => !expired.includes(row));
    for (const attempts of new Set(retried.map((row) => row.attempts + 1))) {
      const rows = retried.filter((row) => row.attempts + 1 === attempts);
      await this.update(rows, {
        next_attempt_at: new Date(now.getTime() + retryWait(BAIDU_RETRIES, attempts)),
        answer: answer.reason,
      });
    }
    this.metrics.baiduPushes.inc({ outcome: 'retry' }, retried.length);
  }

  /** Moves `rows` on by one attempt, with `fields`. */
  private async update(rows: BaiduPushEntity[], fields: Partial<BaiduPushEntity>): Promise<void> {
    if (!rows.length) return;
    await this.pushes.update({ id: In(rows.map((row) => row.id)) }, { ...fields, attempts: () => 'attempts + 1' });
  }
}
