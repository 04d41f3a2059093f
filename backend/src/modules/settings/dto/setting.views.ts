import { ApiProperty } from '@nestjs/swagger';
import type { Flag, Setting } from '@site/contract';
import { ContentView } from '../../../common/crud';

/** A setting on the wire (admin calls only: private settings included). */
export class SetView extends ContentView implements Setting {
  @ApiProperty({ example: 'site_name' })
  key: string;

  @ApiProperty({ example: '示例公司' })
  value: string;

  @ApiProperty({ example: '网站名称' })
  title: string;

  @ApiProperty({ example: 'basic' })
  group: string;

  @ApiProperty({ enum: [0, 1], example: 1 })
  is_public: Flag;
}

/** One public setting, the answer of `get_set_detail` with a key. */
export class SetPairView {
  @ApiProperty({ example: 'site_name' })
  key: string;

  @ApiProperty({ example: '示例公司' })
  value: string;
}
