import { ApiProperty } from '@nestjs/swagger';

/** The fields every content entity carries on the wire; each family's view extends it. */
export class ContentView {
  @ApiProperty({ description: 'Record id', example: 1 })
  id: number;

  @ApiProperty({ description: 'Content language (the `lang` header)', example: 'cn' })
  lang: string;

  @ApiProperty({ description: 'Created (UTC, ISO 8601)', format: 'date-time', example: '2026-11-21T08:00:00.000Z' })
  created_at: string;

  @ApiProperty({
    description: 'Last changed (UTC, ISO 8601)',
    format: 'date-time',
    example: '2026-11-21T08:00:00.000Z',
  })
  updated_at: string;

  @ApiProperty({
    description: 'Version: one more on every save, status change or restore (view and download counts leave it)',
    example: 3,
  })
  version: number;
}
