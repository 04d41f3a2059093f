import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  Min,
  ValidateIf,
} from 'class-validator';

/** `{ id }` of a detail call. */
export class IdDto {
  @ApiProperty({ description: '记录 id', example: 1, minimum: 1 })
  @IsDefined({ message: 'id 不能为空' })
  @IsInt()
  @Min(1)
  id: number;
}

/** `{ id }` or `{ ids: [...] }` of every delete call. */
export class DeleteDto {
  @ApiPropertyOptional({ description: '要删除的 id（与 ids 二选一）', example: 1, minimum: 1 })
  @ValidateIf((body: DeleteDto) => body.ids === undefined)
  @IsDefined({ message: 'id 或 ids 必须提供其一' })
  @IsInt()
  @Min(1)
  id?: number;

  @ApiPropertyOptional({ description: '要删除的多个 id', type: [Number], example: [1, 2] })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  ids?: number[];
}

/** `{ id, status }` of every change_<x>_status call. */
export class ChangeStatusDto extends IdDto {
  @ApiProperty({ description: '1 启用/显示，0 停用/隐藏', enum: [0, 1], example: 0 })
  @IsInt({ message: '状态必须是整数' })
  @IsIn([0, 1], { message: '状态只能是 0 或 1' })
  status: 0 | 1;
}

/** The answer of every delete call. */
export class DeletedView {
  @ApiProperty({ description: '删除的条数', example: 1 })
  deleted: number;
}
