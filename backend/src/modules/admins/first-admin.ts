import { DataSource } from 'typeorm';
import { hashPassword } from '../../common/password';
import type { AppConfig } from '../../config/app-config';
import { AdminEntity } from './admin.entity';

export interface FirstAdminResult {
  created: boolean;
  username: string;
  /** Only when the password was generated, so it can be shown once. */
  generatedPassword?: string;
}

/** Creates the first super admin from ADMIN_USERNAME/ADMIN_PASSWORD when no admin exists yet. */
export async function ensureFirstAdmin(dataSource: DataSource, config: AppConfig): Promise<FirstAdminResult> {
  const admins = dataSource.getRepository(AdminEntity);
  if ((await admins.count()) > 0) return { created: false, username: config.adminUsername };
  await admins.insert({
    username: config.adminUsername,
    username_key: config.adminUsername.toLowerCase(),
    nickname: '超级管理员',
    password_hash: await hashPassword(config.adminPassword.value),
    role: 'super',
    status: 1,
  });
  return {
    created: true,
    username: config.adminUsername,
    generatedPassword: config.adminPassword.generated ? config.adminPassword.value : undefined,
  };
}
