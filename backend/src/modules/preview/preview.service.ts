import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_LANG, PREVIEW_QUERY_PARAM, type PreviewFamily, type PreviewLink } from '@site/contract';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/envelope/api-error';
import { siteAddress } from '../../common/http/site-address';
import { PreviewGrants } from './preview-grant';
import { parseIsoTime } from '../../common/validation/field-rules';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CaseEntity } from '../cases/case.entity';
import { DownloadEntity } from '../downloads/download.entity';
import { ImgEntity } from '../images/img.entity';
import { NewsEntity } from '../news/news.entity';
import type { PreviewLinkDto } from './dto/preview-link.dto';

/** The page of the public site that shows an image entry, by its group (the routes that read each group). */
const IMAGE_GROUP_PAGES: Record<string, string> = { honor: '/about', education: '/education', service: '/service' };

/** The entity of each other family, and the page that shows its item. */
const LISTED = {
  news: { entity: NewsEntity, page: (id: number) => `/detail/${id}` },
  cases: { entity: CaseEntity, page: () => '/perform' },
  downloads: { entity: DownloadEntity, page: () => '/download' },
};

@Injectable()
export class PreviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly grants: PreviewGrants,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A signed link to the page that shows the item (or to the home page, for the time machine alone). */
  async link(lang: string, dto: PreviewLinkDto): Promise<PreviewLink> {
    const path = dto.family && dto.id ? await this.pageOf(lang, dto.family, dto.id) : '/';
    const { token, expires } = this.grants.sign({
      ...(dto.at ? { at: parseIsoTime(dto.at) } : {}),
      ...(dto.family && dto.id ? { item: { family: dto.family, id: dto.id } } : {}),
    });
    return {
      url: siteAddress(this.config, `${path}?${PREVIEW_QUERY_PARAM}=${token}`),
      expires_at: expires.toISOString(),
    };
  }

  private async pageOf(lang: string, family: PreviewFamily, id: number): Promise<string> {
    // The public site shows the default language only: an item of another cannot appear there.
    if (lang !== DEFAULT_LANG) throw ApiError.badRequest(`公开站点只显示 ${DEFAULT_LANG} 语言的内容，无法预览`);
    const page = await this.findPage(lang, family, id);
    if (page === null) throw ApiError.notFound('要预览的内容不存在');
    return page;
  }

  private async findPage(lang: string, family: PreviewFamily, id: number): Promise<string | null> {
    if (family === 'images') {
      const image = await this.dataSource.getRepository(ImgEntity).findOneBy({ id, lang });
      return image && (IMAGE_GROUP_PAGES[image.group] ?? '/');
    }
    const { entity, page } = LISTED[family];
    return (await this.dataSource.getRepository(entity).existsBy({ id, lang })) ? page(id) : null;
  }
}
