import type { INestApplicationContext } from '@nestjs/common';
import { AuditAction } from '@site/contract';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { hashPassword } from '../common/auth/password';
import { NO_ACTOR } from '../common/auth/request-actor';
import { Author } from '../common/crud';
import { ChangeRecorder } from '../common/crud/change-recorder';
import { accountKey } from '../modules/admins/admin-fields';
import { AdminEntity } from '../modules/admins/admin.entity';
import { AuditService } from '../modules/audit/audit.service';
import { AccessTokensService } from '../modules/auth/access-tokens.service';
import { TwoFactorService } from '../modules/auth/two-factor/two-factor.service';
import { CodeBlockRepair } from '../modules/revisions/code-block-repair';

export const ADMIN_USAGE = '用法：npm run admin -- reset-2fa <用户名> | reset-password <用户名> | repair-code-blocks';
/** Who the audit log names for a change made on the server (no admin is signed in there). */
const SERVER_ACTOR = { ...NO_ACTOR, username: 'npm run admin' };

type AccountCommand = (app: INestApplicationContext, admin: AdminEntity) => Promise<string>;

/** What an admin locked out of the back office needs, done on the server for one account. */
const ACCOUNT_COMMANDS: Record<string, AccountCommand> = {
  'reset-2fa': async (app, admin) => {
    await app.get(TwoFactorService).reset(admin, SERVER_ACTOR);
    return `已清除 ${admin.username} 的两步验证与恢复码：现在可只用密码登录，登录后请重新启用两步验证。`;
  },
  /** A one-time random password, shown once here: every session of the account ends, and its next sign-in must change it. */
  'reset-password': async (app, admin) => {
    const password = randomBytes(12).toString('base64url');
    await app
      .get(DataSource)
      .getRepository(AdminEntity)
      .update(admin.id, { password_hash: await hashPassword(password), must_change_password: 1 });
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
      '该账号的所有登录会话已退出。用它登录后须先设置自己的新密码，才能进行其他操作。',
    ].join('\n');
  },
};

/** Decision 069: code blocks given back the whitespace the editor used to collapse, one line per field restored. */
async function repairCodeBlocks(app: INestApplicationContext): Promise<string> {
  const repairs = await app.get(CodeBlockRepair).repair(new Author(SERVER_ACTOR, app.get(ChangeRecorder)));
  if (repairs.length === 0) return '没有代码块需要修复。';
  const lines = repairs.map(
    (repair) =>
      `${repair.family} #${repair.id}「${repair.title}」${repair.field}：恢复为历史版本 ${repair.from_revision} 的代码空白`,
  );
  return [...lines, `共修复 ${repairs.length} 处（每个条目保存为一个新的历史版本）。`].join('\n');
}

/**
 * `npm run admin -- <command> [username]` on the server: what an admin locked out of the back office needs, and
 * one-off repairs. Answers the lines to print; throws (in Chinese) on a wrong command or an unknown admin.
 */
export async function runAdminCommand(app: INestApplicationContext, args: string[]): Promise<string> {
  const [name, username] = args;
  if (name === 'repair-code-blocks' && args.length === 1) return repairCodeBlocks(app);
  const command = ACCOUNT_COMMANDS[name];
  if (!command || !username) throw new Error(ADMIN_USAGE);
  const key = accountKey(username);
  const admin = key && (await app.get(DataSource).getRepository(AdminEntity).findOneBy({ username_key: key }));
  if (!admin) throw new Error(`管理员不存在：${username}`);
  return command(app, admin);
}
