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
  @ApiProperty({ description: 'Record id', example: 1, minimum: 1 })
  @IsDefined({ message: 'id 不能为空' })
  @IsInt()
  @Min(1)
  id: number;
}

/** `{ id }` or `{ ids: [...] }` of every delete call. */
export class DeleteDto {
  @ApiPropertyOptional({ description: 'The id to delete (or `ids`)', example: 1, minimum: 1 })
  @ValidateIf((body: DeleteDto) => body.ids === undefined)
  @IsDefined({ message: 'id 或 ids 必须提供其一' })
  @IsInt()
  @Min(1)
  id?: number;

  @ApiPropertyOptional({
    description: 'The ids to delete',
    type: 'array',
    items: { type: 'integer', minimum: 1 },
    maxItems: 1000,
    example: [1, 2],
  })
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
  @ApiProperty({ description: '1 enabled/shown, 0 disabled/hidden', enum: [0, 1], example: 0 })
  @IsInt({ message: '状态必须是整数' })
  @IsIn([0, 1], { message: '状态只能是 0 或 1' })
  status: 0 | 1;
}

/** The answer of every delete call. */
export class DeletedView {
  @ApiProperty({ description: 'How many were deleted', example: 1 })
  deleted: number;
}
