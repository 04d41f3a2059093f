import { ApiProperty } from '@nestjs/swagger';

/** The fields every content entity carries on the wire; each family's view extends it. */
export class ContentView {
  @ApiProperty({ description: '记录 id', example: 1 })
  id: number;

  @ApiProperty({ description: '内容语言（lang 请求头）', example: 'cn' })
  lang: string;

  @ApiProperty({ description: '创建时间（UTC, ISO 8601）', format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
  created_at: string;

  @ApiProperty({ description: '修改时间（UTC, ISO 8601）', format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
  updated_at: string;

  @ApiProperty({ description: '版本号：每次保存、改状态或恢复加一（浏览与下载计数不改变它）', example: 3 })
  version: number;
}
