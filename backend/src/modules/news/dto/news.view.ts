import { ApiProperty, OmitType } from '@nestjs/swagger';
import { ArticleView } from '../../articles/article.view';

/** A news item on the wire (admin lists and saves, public detail): the article fields and its own. */
export class NewsView extends ArticleView {
  @ApiProperty({ example: '市场部' })
  author: string;

  @ApiProperty({ example: '新华网' })
  source: string;

  @ApiProperty({ enum: [0, 1], example: 0 })
  is_top: 0 | 1;

  @ApiProperty({ description: 'Views (read-only)', example: 42 })
  views: number;
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
    description: 'The item before it in the list (pinned or newer), null when none',
  })
  prev: NewsLinkView | null;

  @ApiProperty({
    type: NewsLinkView,
    nullable: true,
    description: 'The item after it in the list (older), null when none',
  })
  next: NewsLinkView | null;
}
