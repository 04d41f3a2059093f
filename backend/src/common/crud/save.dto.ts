import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';
import { Omittable } from './field-presence';

/** The `id` of every save_<x> call: absent or 0 creates, a positive id updates that row; `null` is a 400. */
export class SaveIdDto {
  @ApiPropertyOptional({
    description: 'Left out or 0 creates; otherwise the id of the record to change',
    example: 0,
    minimum: 0,
  })
  @Omittable()
  @IsInt({ message: 'id 必须是整数' })
  @Min(0, { message: 'id 不能小于 0' })
  id?: number;
}

/** The `id` and optional `version` of the content families' saves. */
export class SaveDto extends SaveIdDto {
  @ApiPropertyOptional({
    description:
      'The version this change is based on (`version` in lists and details); 409 VERSION_CONFLICT when someone saved a newer one',
    example: 3,
    minimum: 1,
  })
  @IsOptional()
  @IsInt({ message: 'version 必须是整数' })
  @Min(1, { message: 'version 不能小于 1' })
  version?: number;
}
