import { ApiPropertyOptional } from '@nestjs/swagger';
import type { AdminRole } from '@site/contract';
import { IsIn, IsOptional } from 'class-validator';
import { AdminListQueryDto } from '../../../common/crud';
import { ADMIN_ROLES } from '../admin-fields';

/** `adm/get_admin_list`: the admin list body (keyword on username/nickname) plus `role`. */
export class ListAdminsDto extends AdminListQueryDto {
  @ApiPropertyOptional({ description: 'Only this role', enum: ADMIN_ROLES, example: 'editor' })
  @IsOptional()
  @IsIn(ADMIN_ROLES, { message: '角色只能是 super 或 editor' })
  role?: AdminRole;
}
