import type { INestApplicationContext } from '@nestjs/common';
import { AuditAction } from '@site/contract';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { hashPassword } from '../common/auth/password';
import { NO_ACTOR } from '../common/auth/request-actor';
import { accountKey } from '../modules/admins/admin-fields';
import { AdminEntity } from '../modules/admins/admin.entity';
import { AuditService } from '../modules/audit/audit.service';
import { AccessTokensService } from '../modules/auth/access-tokens.service';
import { TwoFactorService } from '../modules/auth/two-factor/two-factor.service';

export const ADMIN_USAGE = '用法：npm run admin -- reset-2fa <用户名> | reset-password <用户名>';
/** Who the audit log names for a change made on the server (no admin is signed in there). */
const SERVER_ACTOR = { ...NO_ACTOR, username: 'npm run admin' };

type Command = (app: INestApplicationContext, admin: AdminEntity) => Promise<string>;

/** What an admin locked out of the back office needs, done on the server. */
const COMMANDS: Record<string, Command> = {
  'reset-2fa': async (app, admin) => {
    await app.get(TwoFactorService).reset(admin, SERVER_ACTOR);
    return `已清除 ${admin.username} 的两步验证与恢复码：现在可只用密码登录，登录后请重新启用两步验证。`;
  },
  /** A new random password, shown once here; every session of the account ends. */
  'reset-password': async (app, admin) => {
    const password = randomBytes(12).toString('base64url');
    await app
      .get(DataSource)
      .getRepository(AdminEntity)
      .update(admin.id, { password_hash: await hashPassword(password) });
    await app.get(AccessTokensService).revokeAllOf(admin.id);
    await app.get(AuditService).record({
      action: AuditAction.UPDATE,
      by: SERVER_ACTOR,
      family: 'admins',
      target_id: admin.id,
      title: admin.username,
      fields: ['password'],
    });
    return [
      `已为 ${admin.username} 设置新密码（仅显示这一次）：${password}`,
      '该账号的所有登录会话已退出。请用新密码登录后立即在后台修改密码。',
    ].join('\n');
  },
};

/**
 * `npm run admin -- <command> <username>` on the server. Answers the lines to print; throws (in Chinese) on a wrong
 * command or an unknown admin.
 */
export async function runAdminCommand(app: INestApplicationContext, args: string[]): Promise<string> {
  const [name, username] = args;
  const command = COMMANDS[name];
  if (!command || !username) throw new Error(ADMIN_USAGE);
  const key = accountKey(username);
  const admin = key && (await app.get(DataSource).getRepository(AdminEntity).findOneBy({ username_key: key }));
  if (!admin) throw new Error(`管理员不存在：${username}`);
  return command(app, admin);
}
