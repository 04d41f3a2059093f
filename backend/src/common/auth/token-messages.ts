/**
 * Which token failed, in words an admin or integrator can act on: the hourly `token` (时间令牌) is not the
 * admin's `access_token` (登录令牌). A wrong hourly token usually means another API_TOKEN_SECRET or a
 * clock that is off; a wrong access token means signing in again.
 */
export const HOURLY_TOKEN_MISSING = '缺少时间令牌（token）';
export const HOURLY_TOKEN_INVALID = '时间令牌（token）无效或已过期：请检查 API_TOKEN_SECRET 与系统时间';
export const ACCESS_TOKEN_MISSING = '缺少登录令牌（access_token），请先登录';
export const ACCESS_TOKEN_INVALID = '登录令牌（access_token）无效或已注销，请重新登录';
export const ACCESS_TOKEN_EXPIRED = '登录令牌（access_token）已过期，请重新登录';
export const API_KEY_OUTSIDE_AUTHORIZATION = 'API 密钥只能通过 Authorization: Bearer 请求头发送';
