/** What an API key's failures say (English in the message catalogue, common/i18n/english-messages.ts). */
export const API_KEY_INVALID = 'API 密钥无效或已撤销';
export const API_KEY_EXPIRED = 'API 密钥已过期';
export const API_KEY_NO_SCOPE = 'API 密钥没有此操作的权限范围';
export const API_KEY_RATE_LIMITED = 'API 密钥调用过于频繁，请稍后再试';
export const API_KEY_NOT_FOUND = 'API 密钥不存在或已撤销';
export const API_KEY_EXPIRY_PAST = '过期时间须晚于现在';
