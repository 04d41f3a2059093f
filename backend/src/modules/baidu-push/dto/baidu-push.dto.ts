import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BAIDU_PUSH_STATES, type BaiduPushItem, type BaiduPushList, type BaiduPushState } from '@site/contract';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../common/crud';

/** `adm/get_baidu_push_list`: a page, the latest change first, of one state or all. */
export class BaiduPushListDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Only the pages in this state', enum: BAIDU_PUSH_STATES })
  @IsOptional()
  @IsIn(BAIDU_PUSH_STATES, { message: `state 只能是 ${BAIDU_PUSH_STATES.join('、')}` })
  state?: BaiduPushState;
}

const TIME = { type: String, format: 'date-time', example: '2026-11-28T08:00:00.000Z' } as const;

export class BaiduPushItemView implements BaiduPushItem {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ description: 'The page pushed', example: 'https://www.example.cn/detail/42' })
  url: string;

  @ApiProperty({
    description: '`pending`: waiting for its first try or a retry; `sent`: Baidu accepted it; `failed`: given up on',
    enum: BAIDU_PUSH_STATES,
  })
  state: BaiduPushState;

  @ApiProperty({ description: 'Tries so far', example: 1 })
  attempts: number;

  @ApiProperty({ ...TIME, description: 'The next try of a pending page', nullable: true })
  next_attempt_at: string | null;

  @ApiProperty({ ...TIME, description: 'When Baidu accepted it', nullable: true })
  pushed_at: string | null;

  @ApiProperty({
    description: "Baidu's (or the network's) last answer, in Chinese",
    example: '成功，今日还可推送 2998 条',
  })
  answer: string;

  @ApiProperty({ ...TIME, description: 'When the page last went live or changed' })
  changed_at: string;
}

export class BaiduPushListView implements BaiduPushList {
  @ApiProperty({ type: [BaiduPushItemView] })
  list: BaiduPushItemView[];

  @ApiProperty({ example: 1 })
  total: number;

  @ApiProperty({ description: 'Whether the server pushes: BAIDU_PUSH_TOKEN and SITE_URL are set', example: true })
  configured: boolean;
}
