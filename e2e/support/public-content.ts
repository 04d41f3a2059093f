import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';
import {
  ADMIN_PREFIX,
  AdminCall,
  DEV_API_TOKEN_SECRET,
  Header,
  hourlyToken,
  type AdminCallName,
  type Envelope,
  type LoginResult,
  type MultiUploadInit,
  type MultiUploadResult,
} from '@site/contract';
import { admin, siteName } from './env';

/**
 * The content the public-site browser tests read, stored once per run through the admin API (the server starts
 * with an empty database) and remembered in the run's data folder: the desktop and phone projects share it.
 */
export interface PublicContent {
  newsIds: number[];
  richNewsId: number;
  videoNewsId: number;
  editableNewsId: number;
  downloadId: number;
  fileUrl: string;
  videoUrl: string;
}

export const CONTENT = {
  companyName: 'E2E 示例环境科技有限公司',
  icp: '沪ICP备00000000号-1',
  copyright: '© 2026 E2E 示例环境科技有限公司 版权所有',
  hotline: '400-000-0000',
  /** The contact phone, long enough to wrap in a phone's footer. */
  phone: '021-6000 0000 转 8001',
  /** The home carousel's slides, in their order. */
  banners: ['首页焦点图', '节能降耗方案', '智慧水务平台', '绿色工厂认证'],
  categories: ['公司新闻', '技术分享'],
  newsCount: 12,
  richTitle: '公式、代码与附件示例',
  videoTitle: '带视频的新闻示例',
  editableTitle: '一条会被编辑的新闻',
  caseTitle: '城北污水处理厂提标改造',
  downloadTitle: '产品手册',
  historyTitle: '公司成立',
  courseTitle: '水处理入门课程',
  pageTexts: {
    home: '专注水处理的示例企业',
    about: '关于示例公司',
    join: '加入示例公司',
    service: '我们的服务',
    education: '示例学堂',
  },
} as const;

const FEFF = '\uFEFF';
const TOKEN_SECRET = process.env.API_TOKEN_SECRET || DEV_API_TOKEN_SECRET;
const DEMO_VIDEO = join(import.meta.dirname, '..', '..', 'backend', 'assets', 'demo', 'water-treatment-101.mp4');

/** A truecolour PNG whose row `y` is `rowOf(y)` (width × 3 bytes of RGB). */
function rgbPng(width: number, height: number, rowOf: (y: number) => Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([0]), rowOf(y)]));
  const pixels = deflateSync(Buffer.concat(rows));
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A flat-colour PNG (upload_pic takes png/jpeg/gif/webp detected from the bytes). */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat());
  return rgbPng(width, height, () => row);
}

/** A PNG of random pixels: it does not compress, so it weighs what a camera's photo does (3.2 MB at 1200×900). */
export function noisyPng(width: number, height: number): Buffer {
  return rgbPng(width, height, () => randomBytes(width * 3));
}

/** The admin API for one test admin session: JSON calls and multipart uploads. */
export async function adminSession(request: APIRequestContext) {
  const login = await request.post(`${ADMIN_PREFIX}/${AdminCall.LOGIN}`, {
    headers: { [Header.HOURLY_TOKEN]: hourlyToken(TOKEN_SECRET) },
    data: admin,
  });
  const { access_token } = ((await login.json()) as Envelope<LoginResult>).data;
  const headers = { [Header.ACCESS_TOKEN]: access_token };
  const unwrap = async <T>(name: string, response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    const envelope = (await response.json()) as Envelope<T>;
    expect(envelope, `adm/${name}: ${JSON.stringify(envelope)}`).toMatchObject({ code: 0 });
    return envelope.data;
  };
  return {
    call: async <T>(name: AdminCallName, body: object = {}) =>
      unwrap<T>(name, await request.post(`${ADMIN_PREFIX}/${name}`, { headers, data: body })),
    upload: async <T>(
      name: AdminCallName,
      multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
    ) => unwrap<T>(name, await request.post(`${ADMIN_PREFIX}/${name}`, { headers, multipart })),
  };
}

type Session = Awaited<ReturnType<typeof adminSession>>;

async function uploadVideo({ call, upload }: Session): Promise<string> {
  const bytes = readFileSync(DEMO_VIDEO);
  const init = await call<MultiUploadInit>(AdminCall.UPLOAD_MULTI_INIT, {
    file_name: 'course.mp4',
    file_size: bytes.length,
  });
  for (let part = 1; part <= init.total_parts; part += 1) {
    const slice = bytes.subarray((part - 1) * init.chunk_size, part * init.chunk_size);
    await upload(AdminCall.UPLOAD_MULTI_PART, {
      upload_id: init.upload_id,
      part_number: String(part),
      file: { name: 'course.mp4', mimeType: 'application/octet-stream', buffer: slice },
    });
  }
  return (await call<MultiUploadResult>(AdminCall.UPLOAD_MULTI_FINISH, { upload_id: init.upload_id })).url;
}

const paragraph = (text: string) => `<p>${text}</p>`;

function richContent(fileUrl: string, imageUrl: string): string {
  const formula = `<span class="ql-formula" data-value="E = mc^2">${FEFF}<span contenteditable="false"></span>${FEFF}</span>`;
  const file =
    `<a class="ql-file" href="${fileUrl}" download="产品手册.mp4" data-name="产品手册.mp4" target="_blank" rel="noopener noreferrer">` +
    `${FEFF}<span contenteditable="false"><span class="ql-file-icon">📎</span>产品手册.mp4</span>${FEFF}</a>`;
  const code =
    '<div class="ql-code-block-container" spellcheck="false">' +
    '<div class="ql-code-block" data-language="python">def flow(q):</div>' +
    '<div class="ql-code-block" data-language="python">    return q * 24</div></div>';
  return [
    paragraph(`质能方程 ${formula} 在这里排版。`),
    code,
    paragraph(`附件：${file}`),
    `<p><img src="${imageUrl}"></p>`,
  ].join('');
}

async function createContent(request: APIRequestContext): Promise<PublicContent> {
  const session = await adminSession(request);
  const { call, upload } = session;
  const picture = async (color: [number, number, number], width = 720, height = 405) =>
    upload<string>(AdminCall.UPLOAD_PIC, {
      file: { name: 'p.png', mimeType: 'image/png', buffer: solidPng(width, height, color) },
    });
  const [cover, logo, portrait] = await Promise.all([
    picture([64, 120, 200]),
    picture([30, 110, 190], 360, 96),
    picture([200, 160, 80], 600, 800),
  ]);
  const videoUrl = await uploadVideo(session);

  const settings: Array<[string, string, string]> = [
    ['company_name', CONTENT.companyName, 'basic'],
    ['site_logo', logo, 'basic'],
    ['contact_hotline', CONTENT.hotline, 'contact'],
    ['contact_phone', CONTENT.phone, 'contact'],
    ['contact_email', 'service@e2e.example', 'contact'],
    ['contact_address', '上海市示例路 1 号', 'contact'],
    ['icp', CONTENT.icp, 'footer'],
    ['copyright', CONTENT.copyright, 'footer'],
  ];
  for (const [key, value, group] of settings) {
    await call(AdminCall.SAVE_SET, { key, value, title: key, group, is_public: 1 });
  }
  for (const [page, label] of Object.entries({
    news: '新闻动态',
    about: '关于我们',
    perform: '业绩展示',
    download: '下载中心',
  })) {
    await call(AdminCall.SAVE_SEO, {
      page,
      title: `${label} - ${siteName.value}`,
      keywords: `${label},E2E`,
      description: `${label}页面描述`,
    });
  }
  for (const [key, title] of Object.entries(CONTENT.pageTexts)) {
    await call(AdminCall.SAVE_PAGE_TEXT, { key, title, content: paragraph(`${title}的正文。`) });
  }
  // Each slide its own picture (own colour): a test can tell which slides' pictures were fetched.
  const slides = await Promise.all(
    CONTENT.banners.map((_, index) => picture([40 + index * 40, 90, 160 - index * 30], 1600, 560)),
  );
  const images: Array<[string, string, string]> = [
    ...CONTENT.banners.map((title, index): [string, string, string] => ['banner', title, slides[index]]),
    ['partner', '合作伙伴甲', logo],
    ['honor', '高新技术企业证书', portrait],
    ['service', '市政污水处理', cover],
  ];
  for (const [group, title, image] of images) {
    await call(AdminCall.SAVE_IMG, {
      group,
      title,
      image,
      description: `${title}说明`,
      status: 1,
      link: group === 'partner' ? 'https://partner.example/' : '',
    });
  }
  // Two courses: a page of several players (one toast, not one per player, when their code cannot load).
  for (const title of [CONTENT.courseTitle, `${CONTENT.courseTitle}（进阶）`]) {
    await call(AdminCall.SAVE_IMG, { group: 'education', title, image: cover, video: videoUrl, status: 1 });
  }
  await call(AdminCall.SAVE_HISTORY, {
    year: 2012,
    month: 5,
    title: CONTENT.historyTitle,
    content: '公司在上海成立。',
  });
  await call(AdminCall.SAVE_CASE, {
    title: CONTENT.caseTitle,
    summary: '6 万吨/天，不停产改造。',
    cover,
    content: paragraph('出水稳定达到一级 A 标准。'),
    client: '示例市水务局',
    status: 1,
    publish_time: '2026-01-05T08:00:00.000Z',
  });
  const cate = await call<{ id: number }>(AdminCall.SAVE_DOWNLOAD_CATE, { name: '产品资料', sort: 0 });
  const download = await call<{ id: number }>(AdminCall.SAVE_DOWNLOAD, {
    cate_id: cate.id,
    title: CONTENT.downloadTitle,
    description: '公司产品一览。',
    file_url: videoUrl,
    file_name: '产品手册.mp4',
    file_size: 96643,
    status: 1,
  });

  const news = async (title: string, index: number, extra: object = {}) =>
    (
      await call<{ id: number }>(AdminCall.SAVE_NEWS, {
        title,
        summary: `${title}的摘要。`,
        cover,
        content: paragraph(`${title}的正文。`),
        category: CONTENT.categories[index % 2],
        author: '品牌部',
        source: 'E2E',
        is_top: 0,
        status: 1,
        publish_time: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
        ...extra,
      })
    ).id;
  const newsIds: number[] = [];
  for (let index = 0; index < CONTENT.newsCount - 3; index += 1)
    newsIds.push(await news(`示例新闻 ${index + 1}`, index));
  const richNewsId = await news(CONTENT.richTitle, 20, { content: richContent(videoUrl, cover), category: '技术分享' });
  const videoNewsId = await news(CONTENT.videoTitle, 21, {
    video: videoUrl,
    is_top: 1,
    category: CONTENT.categories[0],
  });
  const editableNewsId = await news(CONTENT.editableTitle, 22);
  return { newsIds, richNewsId, videoNewsId, editableNewsId, downloadId: download.id, fileUrl: videoUrl, videoUrl };
}

/** Creates the content on first use in this run and answers its ids. */
export async function publicContent(request: APIRequestContext): Promise<PublicContent> {
  const file = join(process.env.E2E_DATA_DIR ?? '.', 'public-content.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as PublicContent;
  const content = await createContent(request);
  writeFileSync(file, JSON.stringify(content));
  return content;
}
