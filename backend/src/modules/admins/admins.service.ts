import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page } from '@site/contract';
import { Repository } from 'typeorm';
import { ApiError } from '../../common/envelope/api-error';
import type { AuthenticatedAdmin } from '../../common/auth/authenticated-admin';
import { type Author, ChangeStatusDto, findOr404, isUniqueViolation, listPage, saveRow } from '../../common/crud';
import type { RequestActor } from '../../common/auth/request-actor';
import { hashPassword } from '../../common/auth/password';
import { AccessTokensService } from '../auth/access-tokens.service';
import { usernameKey } from './admin-fields';
import { updateKeepingASuper } from './admin-update';
import { AdminEntity } from './admin.entity';
import { AuditService } from '../audit/audit.service';
import { AdminView, toAdminView } from './admin.view';
import type { ListAdminsDto } from './dto/list-admins.dto';
import type { SaveAdminDto } from './dto/save-admin.dto';

const NOT_FOUND = '管理员不存在';
const USERNAME_TAKEN = '用户名已存在';
const LAST_SUPER = '至少要保留一个启用的超级管理员';
export const SORTABLE: Array<keyof AdminEntity & string> = [
  'id',
  'username',
  'nickname',
  'role',
  'status',
  'last_login_at',
  'created_at',
];
const NEW_ADMIN: Partial<AdminEntity> = {
  nickname: '',
  role: 'editor',
  status: 1,
  last_login_at: null,
  last_login_ip: null,
};

/** Admin accounts (super admins only): list, create/update, enable/disable. */
@Injectable()
export class AdminsService {
  constructor(
    @InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>,
    private readonly tokens: AccessTokensService,
    private readonly audit: AuditService,
  ) {}

  list(query: ListAdminsDto): Promise<Page<AdminView>> {
    return listPage(
      this.admins,
      query,
      {
        where: query.role ? { role: query.role } : {},
        keywordFields: ['username', 'nickname'],
        sortable: SORTABLE,
        defaultOrder: { id: 'DESC' },
      },
      toAdminView,
    );
  }

  async save(actor: AuthenticatedAdmin, dto: SaveAdminDto, by: Author): Promise<AdminView> {
    if (dto.username !== undefined) await this.assertUsernameFree(usernameKey(dto.username), dto.id);
    const fields = await this.writableFields(dto);
    if (dto.id) return this.update(actor, dto.id, fields, by);
    const row = await saveRow(this.admins, undefined, fields, {
      by,
      onCreate: NEW_ADMIN,
      notFoundMsg: NOT_FOUND,
      conflictMsg: USERNAME_TAKEN,
    });
    return toAdminView(row);
  }

  changeStatus(actor: AuthenticatedAdmin, dto: ChangeStatusDto, by: Author): Promise<AdminView> {
    return this.update(actor, dto.id, { status: dto.status }, by);
  }

  /**
   * A friendly 409 before hashing and writing. The unique index stays the guard against races; checking
   * first also keeps the failed INSERT, whose logged parameters would carry the new hash, out of the logs.
   */
  private async assertUsernameFree(key: string, exceptId?: number): Promise<void> {
    const holder = await this.admins.findOneBy({ username_key: key });
    if (holder && holder.id !== exceptId) throw ApiError.conflict(USERNAME_TAKEN);
  }

  /** The columns a save may write, built field by field from the DTO (no mass assignment). */
  private async writableFields(dto: SaveAdminDto): Promise<Partial<AdminEntity>> {
    const fields: Partial<AdminEntity> = {
      username: dto.username,
      username_key: dto.username === undefined ? undefined : usernameKey(dto.username),
      nickname: dto.nickname,
      role: dto.role,
      status: dto.status,
      password_hash: dto.password === undefined ? undefined : await hashPassword(dto.password),
    };
    return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  }

  private async update(
    actor: AuthenticatedAdmin,
    id: number,
    fields: Partial<AdminEntity>,
    by: Author,
  ): Promise<AdminView> {
    await findOr404(this.admins, { id }, NOT_FOUND);
    if (id === actor.id && fields.status === 0) throw ApiError.conflict('不能停用自己的账号');
    if (Object.keys(fields).length > 0 && !(await this.write(id, fields))) throw ApiError.conflict(LAST_SUPER);
    await this.recordChange(id, fields, by.actor);
    // A disabled admin, or one whose password was reset, must sign in again; an admin who changes
    // their own password here keeps the session they are using, as with adm/modify_pwd.
    if (fields.status === 0 || fields.password_hash) {
      await this.tokens.revokeAllOf(id, id === actor.id ? actor.tokenId : undefined);
    }
    return toAdminView(await findOr404(this.admins, { id }, NOT_FOUND));
  }

  /** The audit log entry of an account change: the names of the fields written, never a value. */
  private async recordChange(id: number, fields: Partial<AdminEntity>, by: RequestActor): Promise<void> {
    const names = Object.keys(fields).filter((name) => name !== 'username_key');
    const row = await findOr404(this.admins, { id }, NOT_FOUND);
    await this.audit.record({
      action: names.length === 1 && names[0] === 'status' ? 'status' : 'update',
      by,
      family: 'admins',
      target_id: id,
      title: row.username,
      fields: names.map((name) => (name === 'password_hash' ? 'password' : name)),
    });
  }

  private async write(id: number, fields: Partial<AdminEntity>): Promise<boolean> {
    try {
      return await updateKeepingASuper(this.admins, id, fields);
    } catch (error) {
      if (isUniqueViolation(error)) throw ApiError.conflict(USERNAME_TAKEN);
      throw error;
    }
  }
}
