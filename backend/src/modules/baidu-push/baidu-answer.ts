/**
 * What Baidu's active push answered, read as the queue needs it. Baidu's interface (普通收录 · API 提交) takes up to
 * 2,000 addresses a request as text lines and answers JSON: on success `{ success, remain, not_same_site,
 * not_valid }`; on failure an HTTP error with `{ error, message }` (400 `over quota`, 401 `token is not valid`, …).
 */
export type BaiduAnswer =
  /** Accepted but for the addresses `refused` names (why, in Chinese); `remain`: what today's quota has left. */
  | { kind: 'accepted'; remain: number | null; refused: Map<string, string> }
  /** Nothing accepted; worth trying again later (why, in Chinese). */
  | { kind: 'retry'; reason: string };

/** Addresses a push may carry at once (Baidu refuses more). */
export const BAIDU_BATCH = 2000;

/** Baidu's own error messages, in the words the back office shows. */
const REASONS: Record<string, string> = {
  'over quota': '超过了今日的推送配额',
  'token is not valid': 'BAIDU_PUSH_TOKEN 无效',
  'site error': '站点未在百度搜索资源平台验证（SITE_URL 与验证的站点不一致）',
  'site init fail': '站点未在百度搜索资源平台验证（SITE_URL 与验证的站点不一致）',
  'empty content': '没有可推送的网址',
  'only 2000 urls are allowed once': '一次最多推送 2000 个网址',
};

/** Reads Baidu's answer to a push of `urls`: HTTP `status` and its body text. */
export function readBaiduAnswer(urls: string[], status: number, body: string): BaiduAnswer {
  let json: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): said below by its status.
  }
  if (status === 200 && json && typeof json.success === 'number') {
    const refused = new Map<string, string>();
    for (const url of stringsOf(json.not_same_site)) refused.set(url, '百度认为它不属于本站');
    for (const url of stringsOf(json.not_valid)) refused.set(url, '百度认为它不是有效的网址');
    const remain = typeof json.remain === 'number' ? json.remain : null;
    return { kind: 'accepted', remain, refused: new Map([...refused].filter(([url]) => urls.includes(url))) };
  }
  const message = typeof json?.message === 'string' ? json.message : '';
  const reason = REASONS[message.toLowerCase()] ?? (message ? `百度答复：${message.slice(0, 200)}` : '');
  return { kind: 'retry', reason: `百度返回 ${status}${reason ? `：${reason}` : ''}` };
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
