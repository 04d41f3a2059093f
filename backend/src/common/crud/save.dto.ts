import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';
import { Omittable } from './field-presence';

/** The `id` of every save_<x> call: absent or 0 creates, a positive id updates that row; `null` is a 400. */
export class SaveDto {
  @ApiPropertyOptional({ description: '不传或 0 为新建，否则为要修改的记录 id', example: 0, minimum: 0 })
  @Omittable()
  @IsInt({ message: 'id 必须是整数' })
  @Min(0, { message: 'id 不能小于 0' })
  id?: number;

  @ApiPropertyOptional({
    description: '修改所依据的版本号（列表与详情中的 version）；已被他人保存为更新的版本时返回 409 VERSION_CONFLICT',
    example: 3,
    minimum: 1,
  })
  @IsOptional()
  @IsInt({ message: 'version 必须是整数' })
  @Min(1, { message: 'version 不能小于 1' })
  version?: number;
}
