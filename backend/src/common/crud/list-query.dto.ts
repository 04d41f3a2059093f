import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const MAX_PAGE_SIZE = 100;
/** Highest page asked for: past it the offset would leave the range the databases accept. */
export const MAX_PAGE = 1_000_000;

/** `{ page, limit }` of every list call (1 ≤ page ≤ 1,000,000, 1 ≤ limit ≤ 100; defaults 1 and 10). */
export class PageQueryDto {
  @ApiPropertyOptional({ description: 'Page number, from 1', default: 1, minimum: 1, maximum: MAX_PAGE, example: 1 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE, { message: `页码不能大于 ${MAX_PAGE}` })
  page?: number;

  @ApiPropertyOptional({ description: 'Items per page', default: 10, minimum: 1, maximum: MAX_PAGE_SIZE, example: 10 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number;
}

/** The admin list body: pagination plus `ids`, `keyword`, `status`, `sort` and `order`. */
export class AdminListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Only the records with these ids (no paging)', type: [Number], example: [1, 2] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  ids?: number[];

  @ApiPropertyOptional({
    description: 'Keyword (matched inside the main text fields)',
    maxLength: 100,
    example: '发布',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  keyword?: string;

  @ApiPropertyOptional({ description: 'Status: 1 enabled/published/shown, 0 disabled/hidden', enum: [0, 1] })
  @IsOptional()
  @IsInt({ message: '状态必须是整数' })
  @IsIn([0, 1], { message: '状态只能是 0 或 1' })
  status?: 0 | 1;

  @ApiPropertyOptional({
    description: "Sort field (each list's allowed fields are in its description; others answer 400)",
    example: 'sort',
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  sort?: string;

  @ApiPropertyOptional({ description: 'Sort direction', enum: ['asc', 'desc'], default: 'asc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  order?: 'asc' | 'desc';
}
