import { ApiProperty } from '@nestjs/swagger';
import { ContentView } from '../../../common/crud';

/** A case on the wire (public list, admin list and saves). */
export class CaseView extends ContentView {
  @ApiProperty({ example: '某市智慧园区项目' })
  title: string;

  @ApiProperty({ example: '为园区提供整体能源管理方案' })
  summary: string;

  @ApiProperty({ description: '封面图 URL，无则为空串', example: '/uploads/2026/11/case.jpg' })
  cover: string;

  @ApiProperty({ description: '正文（已清理的富文本 HTML）', example: '<p>项目介绍</p>' })
  content: string;

  @ApiProperty({ description: '视频 URL，无则为空串', example: '' })
  video: string;

  @ApiProperty({ example: '某市城投集团' })
  client: string;

  @ApiProperty({ example: 'energy' })
  category: string;

  @ApiProperty({ description: '1 发布，0 草稿', enum: [0, 1], example: 1 })
  status: 0 | 1;

  @ApiProperty({ description: '发布时间（UTC）；晚于当前时间的案例尚未公开', example: '2026-11-21T08:00:00.000Z' })
  publish_time: string;

  @ApiProperty({ example: 0 })
  sort: number;
}
