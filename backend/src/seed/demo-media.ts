import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CASES, CaseSeed } from './content/cases';
import { COMPANY, foundedYear } from './content/company';
import { DOWNLOADS, DownloadFile } from './content/downloads';
import { HISTORY } from './content/history';
import { IMAGES, ImagePicture } from './content/images';
import { CATEGORY_LABEL, daysBefore, NEWS } from './content/news';
import { buildPdf, PdfColor } from './media/pdf';
import {
  bannerPicture,
  coverPicture,
  flowPicture,
  honourPicture,
  logoPicture,
  partnerPicture,
  yearPicture,
} from './media/pictures';
import { encodePng } from './media/png';
import type { Raster } from './media/raster';
import { buildZip } from './media/zip';

/** One file of the demo content, before it is stored: referenced by `ref` from the content (e.g. `news:<key>`). */
export interface DemoFile {
  ref: string;
  /** The original file name, kept as metadata and offered when downloading. */
  name: string;
  bytes: Buffer;
}

/** The one shipped medium: an 8-second 480×270 H.264 clip (see assets/demo/README.md). */
export const DEMO_VIDEO_PATH = join(__dirname, '..', '..', 'assets', 'demo', 'water-treatment-101.mp4');
export const DEMO_VIDEO_REF = 'video:course';

/** FNV-1a of the key: a stable seed, so a picture looks the same every time it is drawn. */
function seedOf(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** The brand teal of the logo, in PDF's 0–1 RGB. */
const PDF_ACCENT: PdfColor = [0.04, 0.4, 0.55];

const CASE_LABEL: Record<CaseSeed['category'], string> = {
  市政污水: 'MUNICIPAL',
  工业废水: 'INDUSTRIAL',
  农村污水: 'RURAL',
  智慧水务: 'SMART WATER',
};

const png = (ref: string, name: string, raster: Raster): DemoFile => ({ ref, name, bytes: encodePng(raster) });

const yearMonth = (at: Date) => `${at.getUTCFullYear()}.${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

function imagePicture(key: string, picture: ImagePicture, now: Date): Raster {
  const seed = seedOf(key);
  switch (picture.kind) {
    case 'banner':
      return bannerPicture({ ...picture, seed });
    case 'partner':
      return partnerPicture(picture);
    case 'honour':
      return honourPicture({ ...picture, year: now.getUTCFullYear() - picture.yearsAgo, seed });
    case 'cover':
      return coverPicture({ ...picture, seed });
  }
}

/** CSV as Excel in China opens it without asking: UTF-8 with a byte-order mark, CRLF lines, quoted when needed. */
function csv(rows: string[][]): Buffer {
  const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`, 'utf8');
}

function downloadBytes(file: DownloadFile, now: Date): Buffer {
  switch (file.kind) {
    case 'pdf':
      return buildPdf(
        {
          ...file,
          author: COMPANY.name,
          accent: PDF_ACCENT,
          footer: `${COMPANY.name} | ${COMPANY.website.replace('https://', '')}`,
        },
        now,
      );
    case 'csv':
      return csv(file.rows);
    case 'txt':
      return Buffer.from(file.text, 'utf8');
    case 'zip':
      return buildZip(
        file.entries.map((entry) => ({ name: entry.name, data: downloadBytes(entry.file, now) })),
        now,
      );
  }
}

/** Every file the demo content refers to: drawn pictures, generated documents and the shipped video. */
export function buildDemoMedia(now: Date): DemoFile[] {
  const founded = foundedYear(now);
  return [
    png('logo', 'logo.png', logoPicture(COMPANY.latinName, COMPANY.hue)),
    png(
      'figure:process-flow',
      '污水处理工艺流程示意图.png',
      flowPicture(['SCREEN', 'GRIT', 'BIO', 'MBR', 'UV'], COMPANY.hue),
    ),
    png(
      'figure:campus',
      '澄川环境科技园.png',
      coverPicture({ hue: 150, motif: 'plant', label: 'CCENV CAMPUS', seed: 7 }),
    ),
    ...NEWS.map((news) =>
      png(
        `news:${news.key}`,
        `${news.key}.png`,
        coverPicture({
          ...news.cover,
          label: `${CATEGORY_LABEL[news.category]} ${yearMonth(daysBefore(now, news.daysAgo))}`,
          seed: seedOf(news.key),
        }),
      ),
    ),
    ...CASES.map((item) =>
      png(
        `case:${item.key}`,
        `${item.key}.png`,
        coverPicture({ ...item.cover, label: CASE_LABEL[item.category], seed: seedOf(item.key) }),
      ),
    ),
    ...IMAGES.map((image) => png(`img:${image.key}`, `${image.key}.png`, imagePicture(image.key, image.picture, now))),
    ...HISTORY.filter((entry) => entry.picture).map((entry) =>
      png(
        `history:${entry.yearsAfterFounding}`,
        `${founded + entry.yearsAfterFounding}.png`,
        yearPicture(founded + entry.yearsAfterFounding, COMPANY.hue + entry.yearsAfterFounding * 6),
      ),
    ),
    ...DOWNLOADS.map((item) => ({
      ref: `download:${item.key}`,
      name: item.fileName,
      bytes: downloadBytes(item.file, now),
    })),
    { ref: DEMO_VIDEO_REF, name: 'water-treatment-101.mp4', bytes: readFileSync(DEMO_VIDEO_PATH) },
  ];
}
