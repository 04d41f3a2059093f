import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  REVISION_FAMILIES,
  type Revision,
  type RevisionAction,
  type RevisionFamily,
  type RevisionSummary,
} from '@site/contract';
import { IsDefined, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { PageQueryDto } from '../../../common/crud';

const FAMILY_MESSAGE = `family 只能是 ${REVISION_FAMILIES.join('、')}`;

/** `adm/get_revision_list`: one item's revisions, newest first. */
export class RevisionListDto extends PageQueryDto {
  @ApiProperty({ description: 'Content family', enum: REVISION_FAMILIES, example: 'news' })
  @IsDefined({ message: 'family 不能为空' })
  @IsIn(REVISION_FAMILIES, { message: FAMILY_MESSAGE })
  family: RevisionFamily;

  @ApiProperty({ description: 'Content id', example: 1, minimum: 1 })
  @IsDefined({ message: 'id 不能为空' })
  @IsInt()
  @Min(1)
  id: number;
}

/** `adm/get_deleted_list`: deleted items whose last revision can bring them back, newest first. */
export class DeletedListDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Only this family', enum: REVISION_FAMILIES })
  @IsOptional()
  @IsIn(REVISION_FAMILIES, { message: FAMILY_MESSAGE })
  family?: RevisionFamily;
}

const ACTIONS: RevisionAction[] = ['create', 'update', 'status', 'delete', 'restore'];

/** A revision in a list: who changed what, when. */
export class RevisionSummaryView implements RevisionSummary {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ enum: REVISION_FAMILIES, example: 'news' })
  family: RevisionFamily;

  @ApiProperty({ example: 12, description: 'Content id' })
  item_id: number;

  @ApiProperty({ example: 3, description: 'The version after this change (for a delete, the version before it)' })
  version: number;

  @ApiProperty({ enum: ACTIONS, example: 'update' })
  action: RevisionAction;

  @ApiProperty({ example: '公司新闻' })
  title: string;

  @ApiProperty({ type: [String], example: ['title', 'content'], description: 'Names of the changed fields' })
  fields: string[];

  @ApiProperty({ nullable: true, type: Number, example: 1 })
  admin_id: number | null;

  @ApiProperty({ example: 'admin', description: 'User name of who changed it' })
  username: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
  created_at: string;
}

/** A revision with the item's whole state at that time. */
export class RevisionView extends RevisionSummaryView implements Revision {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The whole content at the time (every field)',
  })
  snapshot: Record<string, unknown>;
}
