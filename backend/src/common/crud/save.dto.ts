import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import { Omittable } from './field-presence';

/** The `id` of every save_<x> call: absent or 0 creates, a positive id updates that row; `null` is a 400. */
export class SaveDto {
  @ApiPropertyOptional({ description: '不传或 0 为新建，否则为要修改的记录 id', example: 0, minimum: 0 })
  @Omittable()
  @IsInt({ message: 'id 必须是整数' })
  @Min(0, { message: 'id 不能小于 0' })
  id?: number;
}
