import { ApiProperty } from '@nestjs/swagger';
import type { Seo } from '@site/contract';
import { ContentView } from '../../../common/crud';

/** An SEO entry on the wire. */
export class SeoView extends ContentView implements Seo {
  @ApiProperty({ example: 'news' })
  page: string;

  @ApiProperty({ example: '新闻中心 - 示例公司' })
  title: string;

  @ApiProperty({ example: '新闻,动态,示例公司' })
  keywords: string;

  @ApiProperty({ example: '示例公司的最新动态与行业资讯。' })
  description: string;
}
