import { readBaiduAnswer } from './baidu-answer';
import { retryWait } from '../../common/outbound/retry-wait';
import { BAIDU_RETRIES } from './baidu-push-sender';

const URLS = ['https://www.example.cn/detail/1', 'https://www.example.cn/detail/2'];

describe("reading Baidu's answer to a push", () => {
  it('takes a success with the quota left and the addresses Baidu refused, and no others', () => {
    const answer = readBaiduAnswer(
      URLS,
      200,
      JSON.stringify({ remain: 10, success: 1, not_same_site: ['https://elsewhere.cn/x'], not_valid: [URLS[1]] }),
    );
    expect(answer).toEqual({ kind: 'accepted', remain: 10, refused: new Map([[URLS[1], '百度认为它不是有效的网址']]) });
  });

  it.each([
    [400, '{"error":400,"message":"over quota"}', '百度返回 400：超过了今日的推送配额'],
    [401, '{"error":401,"message":"token is not valid"}', '百度返回 401：BAIDU_PUSH_TOKEN 无效'],
    [
      400,
      '{"error":400,"message":"site init fail"}',
      '百度返回 400：站点未在百度搜索资源平台验证（SITE_URL 与验证的站点不一致）',
    ],
    [502, '<html>Bad Gateway</html>', '百度返回 502'],
    [200, '{"unexpected":true}', '百度返回 200'],
  ])('reads a refusal %d %s as one to retry, saying why', (status, body, reason) => {
    expect(readBaiduAnswer(URLS, status, body)).toEqual({ kind: 'retry', reason });
  });
});

describe('the wait before a retry', () => {
  it('doubles from 30 s up to two hours, less up to a quarter at random', () => {
    expect([1, 2, 3, 10, 20].map((attempts) => retryWait(BAIDU_RETRIES, attempts, 0))).toEqual([
      30_000,
      60_000,
      120_000,
      2 * 3600_000,
      2 * 3600_000,
    ]);
    expect(retryWait(BAIDU_RETRIES, 1, 1)).toBe(22_500);
  });
});
