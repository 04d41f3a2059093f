import { ApiProperty } from '@nestjs/swagger';
import { ContentView } from '../../../common/crud';

/** A history entry on the wire. */
export class HistoryView extends ContentView {
  @ApiProperty({ example: 2018 })
  year: number;

  @ApiProperty({ description: '1–12; null for the whole year', type: Number, nullable: true, example: 6 })
  month: number | null;

  @ApiProperty({ example: '公司成立' })
  title: string;

  @ApiProperty({ description: 'Cleaned text or HTML', example: '<p>在深圳注册成立</p>' })
  content: string;

  @ApiProperty({ description: 'Picture URL, empty string when none', example: '/uploads/2026/11/2018.jpg' })
  image: string;

  @ApiProperty({ example: 0 })
  sort: number;
}
