import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../common/crud/crud';
import { hashPassword } from '../../common/auth/password';
import type { AppConfig } from '../../config/app-config';
import { usernameKey } from './admin-fields';
import { AdminEntity } from './admin.entity';

export interface FirstAdminResult {
  created: boolean;
  username: string;
  /** Only when the password was generated, so it can be shown once. */
  generatedPassword?: string;
}

/**
 * Creates the first super admin from ADMIN_USERNAME/ADMIN_PASSWORD when no admin exists yet. Processes starting
 * at once may all find none: the unique username lets one insert win, the others carry on without creating.
 */
export async function ensureFirstAdmin(dataSource: DataSource, config: AppConfig): Promise<FirstAdminResult> {
  const admins = dataSource.getRepository(AdminEntity);
  const notCreated = { created: false, username: config.adminUsername };
  if ((await admins.count()) > 0) return notCreated;
  try {
    await admins.insert({
      username: config.adminUsername,
      username_key: usernameKey(config.adminUsername),
      nickname: '超级管理员',
      password_hash: await hashPassword(config.adminPassword.value),
      role: 'super',
      status: 1,
    });
  } catch (error) {
    if (isUniqueViolation(error)) return notCreated;
    throw error;
  }
  return {
    created: true,
    username: config.adminUsername,
    generatedPassword: config.adminPassword.generated ? config.adminPassword.value : undefined,
  };
}
