import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NO_ACTOR } from '../common/auth/request-actor';
import { accountKey } from '../modules/admins/admin-fields';
import { AdminEntity } from '../modules/admins/admin.entity';
import { TwoFactorService } from '../modules/auth/two-factor/two-factor.service';

export const ADMIN_USAGE = '用法：npm run admin -- reset-2fa <用户名>';
/** Who the audit log names for a change made on the server (no admin is signed in there). */
const SERVER_ACTOR = { ...NO_ACTOR, username: 'npm run admin' };

/**
 * `npm run admin -- <command>` on the server: what an admin locked out of the back office needs. Answers the
 * line to print; throws (in Chinese) on a wrong command or an unknown admin.
 */
export async function runAdminCommand(app: INestApplicationContext, args: string[]): Promise<string> {
  const [command, username] = args;
  if (command !== 'reset-2fa' || !username) throw new Error(ADMIN_USAGE);
  const key = accountKey(username);
  const admin = key && (await app.get(DataSource).getRepository(AdminEntity).findOneBy({ username_key: key }));
  if (!admin) throw new Error(`管理员不存在：${username}`);
  await app.get(TwoFactorService).reset(admin, SERVER_ACTOR);
  return `已清除 ${admin.username} 的两步验证与恢复码：现在可只用密码登录，登录后请重新启用两步验证。`;
}
