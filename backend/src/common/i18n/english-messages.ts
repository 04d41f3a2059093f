/**
 * The one message catalogue: every envelope `msg` the server writes, in Chinese (the source text and the default)
 * and in English (for `Accept-Language: en`), gettext-style — the Chinese text is the key, so a call site keeps
 * its plain Chinese string. `{}` stands for a part that varies (a number, a size, a name) and is carried over.
 * A message missing here is answered in Chinese.
 */
export const ENGLISH_MESSAGES: ReadonlyArray<readonly [string, string]> = [
  ['操作成功', 'OK'],
  ['{} 不是此接口的字段', '{} is not a field of this call'],
  [
    '{}文件不存在，请重新上传或选择媒体库中的文件',
    '{}: no such file; upload it again or pick one from the media library',
  ],
  ['{} 不能为空', '{} is required'],
  ['该内容已被他人修改，请比较后再保存', 'Someone else saved this meanwhile: compare, then save again'],
  // Two-factor sign-in and sessions
  [
    '本站要求启用两步验证：请先在“两步验证”页完成设置',
    'This site requires two-factor sign-in: set it up on the two-factor page first',
  ],
  ['密码已在服务器上重置：请先设置新密码', 'Your password was reset on the server: set a new one first'],
  ['最多可登记 {} 个网络钩子', 'At most {} webhooks can be registered'],
  ['定时发布的通知尚未到发送时间', 'The notice of a scheduled publish is not due yet'],
  ['这次投递正在进行中，请稍后再试', 'This delivery is being sent: try again shortly'],
  ['验证码不正确或已使用', 'The code is wrong or was used already'],
  ['会话不存在或已失效', 'No such session, or it has ended'],
  [
    '请先为自己的账号启用两步验证，再要求所有管理员启用',
    'Enable two-factor sign-in for your own account before requiring it of every admin',
  ],
  ['已启用两步验证：如需更换，请先停用', 'Two-factor sign-in is enabled: disable it first to replace it'],
  ['已启用两步验证', 'Two-factor sign-in is enabled already'],
  ['请先获取二维码（adm/totp_setup）', 'Get the QR code first (adm/totp_setup)'],
  ['两步验证已被同时修改，请刷新后重试', 'Two-factor sign-in was changed meanwhile: reload and retry'],
  ['尚未启用两步验证', 'Two-factor sign-in is not enabled'],
  [
    '本站要求所有管理员启用两步验证，不能停用',
    'This site requires two-factor sign-in of every admin: it cannot be disabled',
  ],
  // Backups, previews, revisions, media
  [
    '下载链接无效或已过期，请在管理后台重新获取',
    'The download link is wrong or expired: get a new one in the back office',
  ],
  ['备份不存在', 'No such backup'],
  ['公开站点只显示 {} 语言的内容，无法预览', 'The public site shows content in {} only: it cannot be previewed'],
  ['要预览的内容不存在', 'The content to preview does not exist'],
  ['只有超级管理员可以查看或恢复设置的历史版本', 'Only super admins may read or restore revisions of settings'],
  ['API 密钥不能查看或恢复设置的历史版本', 'An API key may not read or restore revisions of settings'],
  ['已有备份正在进行（{}），请等它完成后再试', 'A backup is running ({}): try again once it is done'],
  [
    '无法恢复：其中的唯一值（如 key、页面）已被其他记录使用',
    'Cannot restore: one of its unique values (a key, a page) is used by another record',
  ],
  [
    '无法恢复：它所属的分类已不存在，请先恢复该分类',
    'Cannot restore: its category no longer exists, restore the category first',
  ],
  ['文件正在使用中（{} 处），不能删除', 'The file is in use ({} places) and cannot be deleted'],
  [
    '仍有 {} 个历史版本引用此文件：删除后恢复这些版本将显示缺失的文件',
    '{} revisions still use this file: restoring them after deleting it would show a missing file',
  ],
  // Envelope and HTTP layer
  ['请求格式错误', 'Malformed request'],
  ['请先登录', 'Please sign in first'],
  ['没有权限', 'Not allowed'],
  ['接口不存在', 'No such call'],
  ['请求方法不允许', 'Method not allowed'],
  ['内容超过大小限制', 'Over the size limit'],
  ['不支持的内容类型', 'Content type not supported'],
  ['不支持的文件类型', 'File type not supported'],
  ['内容不存在', 'Not found'],
  ['操作过于频繁，请稍后再试', 'Too many requests, please try again later'],
  ['参数校验失败', 'Validation failed'],
  ['参数类型错误', 'A field has the wrong type'],
  [
    '数据库暂时无法访问，本次操作未完成，请稍后重试',
    'The database is unreachable; nothing was done, please retry later',
  ],
  ['服务器存储空间不足，文件未保存，请联系管理员清理空间后重试', 'The server storage is full; the file was not saved'],
  ['服务器内部错误（请求编号 {}）', 'Internal server error (request id {})'],
  ['服务正在关闭', 'The server is shutting down'],
  ['数据库不可用', 'The database is unavailable'],
  ['服务未就绪', 'Not ready to serve'],
  ['请求地址无效', 'Invalid request target'],
  ['请求体须为 JSON 对象或数组', 'The body must be a JSON object or array'],
  ['请求体的对象字段过多（每个对象最多 {} 个）', 'Too many members in a body object (at most {} each)'],
  ['请求体的数组过长（每个数组最多 {} 项）', 'A body array is too long (at most {} items)'],
  ['请求体嵌套过深（最多 {} 层）', 'The body is nested too deep (at most {} levels)'],
  ['请求体的字符集须为 UTF-8', 'The body must be UTF-8'],
  ['不支持的请求体压缩格式（可用 gzip、deflate、br）', 'Body encoding not supported (gzip, deflate or br)'],
  ['请求体不是有效的 JSON', 'The body is not valid JSON'],
  ['请求体未完整接收', 'The body was not received completely'],
  ['请求体解压失败', 'The body could not be decompressed'],
  ['请求体过大（最多 {}）', 'The body is too large (at most {})'],
  ['不支持按 {} 排序', 'Cannot sort by {}'],
  ['不支持的语言：{}', 'Language not supported: {}'],
  // Tokens and sign-in
  ['缺少时间令牌（token）', 'The hourly token (token) is missing'],
  [
    '时间令牌（token）无效或已过期：请检查 API_TOKEN_SECRET 与系统时间',
    'The hourly token (token) is wrong or expired: check API_TOKEN_SECRET and the clock',
  ],
  ['缺少登录令牌（access_token），请先登录', 'The access token (access_token) is missing: sign in first'],
  [
    '登录令牌（access_token）无效或已注销，请重新登录',
    'The access token (access_token) is unknown or revoked: sign in again',
  ],
  ['登录令牌（access_token）已过期，请重新登录', 'The access token (access_token) has expired: sign in again'],
  ['当前账号没有此操作的权限', 'This account may not make this call'],
  ['用户名或密码错误', 'Wrong user name or password'],
  ['账号已停用，请联系超级管理员', 'This account is disabled: ask a super admin'],
  ['登录失败次数过多，请 {} 分钟后再试', 'Too many failed sign-ins: try again in {} minutes'],
  ['管理员不存在', 'No such admin'],
  ['用户名已存在', 'This user name is taken'],
  ['不能停用自己的账号', 'You cannot disable your own account'],
  ['至少要保留一个启用的超级管理员', 'At least one enabled super admin must remain'],
  // API keys
  ['API 密钥无效或已撤销', 'The API key is unknown or revoked'],
  ['API 密钥只能通过 Authorization: Bearer 请求头发送', 'An API key is sent in Authorization: Bearer only'],
  ['API 密钥已过期', 'The API key has expired'],
  ['API 密钥没有此操作的权限范围', 'The API key has no scope for this call'],
  ['API 密钥调用过于频繁，请稍后再试', 'Too many calls with this API key, please try again later'],
  ['API 密钥不存在或已撤销', 'No such API key, or it is revoked already'],
  ['过期时间须晚于现在', 'The expiry must be in the future'],
  // Content
  ['新闻不存在', 'No such news item'],
  ['案例不存在', 'No such case'],
  ['图片不存在', 'No such image'],
  ['历史条目不存在', 'No such history entry'],
  ['页面文本不存在', 'No such page text'],
  ['key「{}」已存在', 'The key "{}" exists already'],
  ['下载不存在', 'No such download'],
  ['下载分类不存在', 'No such download category'],
  ['分类下还有下载文件，请先删除或移走这些文件', 'The category still has downloads: delete or move them first'],
  ['SEO 条目不存在', 'No such SEO entry'],
  ['该页面已有 SEO 条目', 'This page has an SEO entry already'],
  ['设置不存在', 'No such setting'],
  ['该设置键已存在', 'This setting key exists already'],
  ['弹幕发送过于频繁，请稍后再试', 'Too many danmaku, please try again later'],
  // Uploads
  ['文件不存在', 'No such file'],
  ['不支持的图片宽度 {}，可用宽度：{}', 'Image width {} not available; widths: {}'],
  ['文件不能超过 {}', 'The file must not exceed {}'],
  ['上传表单格式错误', 'Malformed upload form'],
  [
    '上传表单格式错误：只能包含一个文件字段 file 及少量文本字段',
    'Malformed upload form: one file field `file` and a few text fields only',
  ],
  ['只支持 png、jpeg、gif、webp 格式的图片', 'Only png, jpeg, gif and webp pictures are accepted'],
  ['未完成的分片上传合计不能超过 {}，请先完成或等待过期', 'Unfinished multi-part uploads may not exceed {} together'],
  ['未完成的分片上传最多 {} 个，请先完成或等待过期', 'At most {} unfinished multi-part uploads'],
  ['还有 {} 个分片未上传', '{} parts are not uploaded yet'],
  ['该文件正在合并，请稍候', 'This file is being merged, please wait'],
  ['上传任务不存在或已过期', 'No such upload, or it expired'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each entry as a whole-text pattern whose groups are the varying parts. */
const PATTERNS = ENGLISH_MESSAGES.map(([chinese, english]) => ({
  pattern: new RegExp(`^${chinese.split('{}').map(escape).join('(.*?)')}$`, 's'),
  english,
}));
const EXACT = new Map(ENGLISH_MESSAGES.filter(([chinese]) => !chinese.includes('{}')));

/** `msg` in English when the catalogue has it, else as given. */
export function englishMessage(msg: string): string {
  const exact = EXACT.get(msg);
  if (exact !== undefined) return exact;
  for (const { pattern, english } of PATTERNS) {
    const match = pattern.exec(msg);
    if (match) {
      let part = 1;
      return english.replace(/\{\}/g, () => match[part++] ?? '');
    }
  }
  return msg;
}
