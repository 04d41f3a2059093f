import { ApiProperty } from '@nestjs/swagger';
import { ContentView } from '../../../common/crud';

/** A page text on the wire. */
export class PageTextView extends ContentView {
  @ApiProperty({ example: 'about_intro' })
  key: string;

  @ApiProperty({ example: '公司简介' })
  title: string;

  @ApiProperty({ description: 'Cleaned rich HTML', example: '<p>我们是……</p>' })
  content: string;
}
