import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';

/** The `id` of every save_<x> call: absent or 0 creates, a positive id updates that row. */
export class SaveDto {
  @ApiPropertyOptional({ description: '不传或 0 为新建，否则为要修改的记录 id', example: 0, minimum: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  id?: number;
}
