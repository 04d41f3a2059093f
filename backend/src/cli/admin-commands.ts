import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NO_ACTOR } from '../common/auth/request-actor';
import { Author } from '../common/crud';
import { ChangeRecorder } from '../common/crud/change-recorder';
import { usernameKey } from '../modules/admins/admin-fields';
import { AdminEntity } from '../modules/admins/admin.entity';
import { TwoFactorService } from '../modules/auth/two-factor/two-factor.service';
import { CodeBlockRepair } from '../modules/revisions/code-block-repair';

export const ADMIN_USAGE = '用法：npm run admin -- reset-2fa <用户名> | repair-code-blocks';
/** Who the audit log names for a change made on the server (no admin is signed in there). */
const SERVER_ACTOR = { ...NO_ACTOR, username: 'npm run admin' };

async function resetTwoFactor(app: INestApplicationContext, username: string): Promise<string> {
  const admin = await app
    .get(DataSource)
    .getRepository(AdminEntity)
    .findOneBy({ username_key: usernameKey(username) });
  if (!admin) throw new Error(`管理员不存在：${username}`);
  await app.get(TwoFactorService).reset(admin, SERVER_ACTOR);
  return `已清除 ${admin.username} 的两步验证与恢复码：现在可只用密码登录，登录后请重新启用两步验证。`;
}

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
 * `npm run admin -- <command>` on the server: what an admin locked out of the back office needs, and one-off
 * repairs. Answers the lines to print; throws (in Chinese) on a wrong command or an unknown admin.
 */
export async function runAdminCommand(app: INestApplicationContext, args: string[]): Promise<string> {
  const [command, username] = args;
  if (command === 'reset-2fa' && username) return resetTwoFactor(app, username);
  if (command === 'repair-code-blocks' && args.length === 1) return repairCodeBlocks(app);
  throw new Error(ADMIN_USAGE);
}
