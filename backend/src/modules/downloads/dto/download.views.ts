import { ApiProperty } from '@nestjs/swagger';
import type { Download, DownloadCate, DownloadGroup, Status } from '@site/contract';
import { ContentView } from '../../../common/crud';

/** A download category on the wire. */
export class DownloadCateView extends ContentView implements DownloadCate {
  @ApiProperty({ example: '产品手册' })
  name: string;

  @ApiProperty({ example: 0 })
  sort: number;
}

/** A download on the wire. */
export class DownloadView extends ContentView implements Download {
  @ApiProperty({ example: 1 })
  cate_id: number;

  @ApiProperty({ example: '产品白皮书 2026' })
  title: string;

  @ApiProperty({ example: '介绍产品架构与部署方式' })
  description: string;

  @ApiProperty({ example: '/uploads/2026/11/9f86d081884c7d65.pdf' })
  file_url: string;

  @ApiProperty({ example: '白皮书.pdf' })
  file_name: string;

  @ApiProperty({ description: 'Bytes (a number, may exceed 4 GiB)', example: 5368709120 })
  file_size: number;

  @ApiProperty({ enum: [0, 1], example: 1 })
  status: Status;

  @ApiProperty({ example: 0 })
  sort: number;

  @ApiProperty({ description: 'Download count (read-only, counted by count_download)', example: 12 })
  download_count: number;
}

class DownloadCateRefView {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: '产品手册' })
  name: string;
}

/** One category of the public download page with its visible files. */
export class DownloadGroupView implements DownloadGroup {
  @ApiProperty({ type: DownloadCateRefView })
  cate: DownloadCateRefView;

  @ApiProperty({ type: [DownloadView] })
  items: DownloadView[];
}

/** The answer of `get_download`. */
export class DownloadGroupsView {
  @ApiProperty({
    type: [DownloadGroupView],
    description: 'By category sort ascending, then id descending; categories without a visible file are left out',
  })
  list: DownloadGroupView[];
}

/** The answer of `count_download`. */
export class DownloadCountView {
  @ApiProperty({ description: 'The download count after this one', example: 13 })
  download_count: number;
}
