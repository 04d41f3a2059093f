import { CaseEntity } from './cases/case.entity';
import { toCaseWire } from './cases/case.wire';
import { DownloadCateEntity } from './downloads/download-cate.entity';
import { toDownloadCateWire } from './downloads/download-cate.wire';
import { DownloadEntity } from './downloads/download.entity';
import { toDownloadWire } from './downloads/download.wire';
import { HistoryEntity } from './history/history.entity';
import { toHistoryWire } from './history/history.wire';
import { ImgEntity } from './images/img.entity';
import { toImgWire } from './images/img.wire';
import { NewsEntity } from './news/news.entity';
import { toNewsWire } from './news/news.wire';
import { PageTextEntity } from './page-texts/page-text.entity';
import { toPageTextWire } from './page-texts/page-text.wire';
import { SeoEntity } from './seo/seo.entity';
import { toSeoWire } from './seo/seo.wire';
import { SettingEntity } from './settings/setting.entity';
import { toSettingWire } from './settings/setting.wire';

const AT = new Date('2026-11-21T08:00:00.000Z');
const BASE = { id: 7, lang: 'cn', created_at: AT, updated_at: AT, version: 1 };
const BASE_WIRE = { id: 7, lang: 'cn', created_at: AT.toISOString(), updated_at: AT.toISOString(), version: 1 };

/** A row as the database could give it once a column is added that the wire must not show. */
const withNewColumn = <E extends object>(entity: new () => E, fields: object): E =>
  Object.assign(new entity(), BASE, fields, { internal_note: '不公开', password_hash: 'x' });

describe('wire views of the content families', () => {
  it.each([
    [
      'news',
      toNewsWire(
        withNewColumn(NewsEntity, {
          title: 't',
          summary: 's',
          cover: '',
          content: '<p>c</p>',
          video: '',
          category: 'company',
          author: 'a',
          source: '',
          is_top: 0,
          status: 1,
          publish_time: AT,
          views: 3,
          sort: 0,
        }),
      ),
      {
        title: 't',
        summary: 's',
        cover: '',
        content: '<p>c</p>',
        video: '',
        category: 'company',
        author: 'a',
        source: '',
        is_top: 0,
        status: 1,
        publish_time: AT.toISOString(),
        views: 3,
        sort: 0,
      },
    ],
    [
      'cases',
      toCaseWire(
        withNewColumn(CaseEntity, {
          title: 't',
          summary: 's',
          cover: '',
          content: 'c',
          video: '',
          client: 'k',
          category: 'x',
          status: 1,
          publish_time: AT,
          sort: 2,
        }),
      ),
      {
        title: 't',
        summary: 's',
        cover: '',
        content: 'c',
        video: '',
        client: 'k',
        category: 'x',
        status: 1,
        publish_time: AT.toISOString(),
        sort: 2,
      },
    ],
    [
      'images',
      toImgWire(
        withNewColumn(ImgEntity, {
          title: 't',
          group: 'banner',
          image: '/uploads/a.png',
          video: '',
          link: '',
          description: 'd',
          status: 1,
          sort: 0,
        }),
      ),
      {
        title: 't',
        group: 'banner',
        image: '/uploads/a.png',
        video: '',
        link: '',
        description: 'd',
        status: 1,
        sort: 0,
      },
    ],
    [
      'history',
      toHistoryWire(
        withNewColumn(HistoryEntity, { year: 2020, month: null, title: 't', content: 'c', image: '', sort: 0 }),
      ),
      { year: 2020, month: null, title: 't', content: 'c', image: '', sort: 0 },
    ],
    [
      'page texts',
      toPageTextWire(withNewColumn(PageTextEntity, { key: 'about', title: 't', content: 'c' })),
      { key: 'about', title: 't', content: 'c' },
    ],
    [
      'download categories',
      toDownloadCateWire(withNewColumn(DownloadCateEntity, { name: 'n', sort: 1 })),
      { name: 'n', sort: 1 },
    ],
    [
      'downloads',
      toDownloadWire(
        withNewColumn(DownloadEntity, {
          cate_id: 1,
          title: 't',
          description: 'd',
          file_url: '/uploads/a.pdf',
          file_name: 'a.pdf',
          file_size: 10,
          status: 1,
          sort: 0,
          download_count: 4,
        }),
      ),
      {
        cate_id: 1,
        title: 't',
        description: 'd',
        file_url: '/uploads/a.pdf',
        file_name: 'a.pdf',
        file_size: 10,
        status: 1,
        sort: 0,
        download_count: 4,
      },
    ],
    [
      'SEO entries',
      toSeoWire(withNewColumn(SeoEntity, { page: 'home', title: 't', keywords: 'k', description: 'd' })),
      { page: 'home', title: 't', keywords: 'k', description: 'd' },
    ],
    [
      'settings',
      toSettingWire(
        withNewColumn(SettingEntity, { key: 'site_name', value: null, title: 't', group: 'basic', is_public: 1 }),
      ),
      { key: 'site_name', value: '', title: 't', group: 'basic', is_public: 1 },
    ],
  ])('%s: exactly the contract fields, a new column stays private', (_family, wire, fields) => {
    expect(wire).toEqual({ ...BASE_WIRE, ...fields });
  });
});
