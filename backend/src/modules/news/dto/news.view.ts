import { ApiProperty, OmitType } from '@nestjs/swagger';
import { ContentView } from '../../../common/crud';

/** A news item on the wire (admin lists and saves, public detail). */
export class NewsView extends ContentView {
  @ApiProperty({ example: '公司荣获年度创新奖' })
  title: string;

  @ApiProperty({ example: '在 2026 年度行业大会上，公司凭借……' })
  summary: string;

  @ApiProperty({ description: '封面图 URL，无则为空串', example: '/uploads/2026/11/cover.jpg' })
  cover: string;

  @ApiProperty({ description: '正文（已清理的富文本 HTML）', example: '<p>正文<strong>内容</strong></p>' })
  content: string;

  @ApiProperty({ description: '视频 URL，无则为空串', example: '' })
  video: string;

  @ApiProperty({ example: 'company' })
  category: string;

  @ApiProperty({ example: '市场部' })
  author: string;

  @ApiProperty({ example: '新华网' })
  source: string;

  @ApiProperty({ enum: [0, 1], example: 0 })
  is_top: 0 | 1;

  @ApiProperty({ description: '1 发布，0 草稿', enum: [0, 1], example: 1 })
  status: 0 | 1;

  @ApiProperty({ description: '发布时间（UTC）；晚于当前时间的新闻尚未公开', example: '2026-11-21T08:00:00.000Z' })
  publish_time: string;

  @ApiProperty({ description: '浏览次数（只读）', example: 42 })
  views: number;

  @ApiProperty({ example: 0 })
  sort: number;
}

/** A news item in the public list: everything but `content`. */
export class NewsListItemView extends OmitType(NewsView, ['content'] as const) {}

/** The neighbour of a news item in the public list order. */
export class NewsLinkView {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: '新品发布会圆满举行' })
  title: string;
}

/** `get_news_detail`: the item with `content` and its neighbours in the public list order. */
export class NewsDetailView extends NewsView {
  @ApiProperty({
    type: NewsLinkView,
    nullable: true,
    description: '列表中排在它前面的一条（置顶或更新的），没有则为 null',
  })
  prev: NewsLinkView | null;

  @ApiProperty({
    type: NewsLinkView,
    nullable: true,
    description: '列表中排在它后面的一条（更早的），没有则为 null',
  })
  next: NewsLinkView | null;
}
