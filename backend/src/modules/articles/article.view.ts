import { ApiProperty } from '@nestjs/swagger';
import { ContentView } from '../../common/crud/content.view';

/** The wire fields news and cases share; each family's view adds its own. */
export class ArticleView extends ContentView {
  @ApiProperty({ example: '公司荣获年度创新奖' })
  title: string;

  @ApiProperty({ example: '在 2026 年度行业大会上，公司凭借……' })
  summary: string;

  @ApiProperty({ description: 'Cover picture URL, empty string when none', example: '/uploads/2026/11/cover.jpg' })
  cover: string;

  @ApiProperty({ description: 'Body (cleaned rich HTML)', example: '<p>正文<strong>内容</strong></p>' })
  content: string;

  @ApiProperty({ description: 'Video URL, empty string when none', example: '' })
  video: string;

  @ApiProperty({ example: 'company' })
  category: string;

  @ApiProperty({ description: '1 published, 0 draft', enum: [0, 1], example: 1 })
  status: 0 | 1;

  @ApiProperty({
    description: 'Publish time (UTC); later than now means not public yet',
    format: 'date-time',
    example: '2026-11-21T08:00:00.000Z',
  })
  publish_time: string;

  @ApiProperty({ example: 0 })
  sort: number;
}
