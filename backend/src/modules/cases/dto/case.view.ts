import { ApiProperty } from '@nestjs/swagger';
import { ArticleView } from '../../articles/article.view';

/** A case on the wire (public list, admin list and saves): the article fields and the client. */
export class CaseView extends ArticleView {
  @ApiProperty({ example: '某市城投集团' })
  client: string;
}
