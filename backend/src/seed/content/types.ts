import type { CoverMotif } from '../media/pictures';
import type { Block } from './rich';

/** How a drawn cover looks: its colour (hue, degrees) and motif. */
export interface CoverStyle {
  hue: number;
  motif: CoverMotif;
}

export type NewsCategory = '公司新闻' | '行业动态' | '技术分享' | '项目动态';

export interface NewsSeed {
  /** Stable name, also the media reference of its cover (`news:<key>`). */
  key: string;
  title: string;
  summary: string;
  category: NewsCategory;
  author: string;
  source: string;
  /** Days before the seed time it was published; negative: scheduled that many days ahead. */
  daysAgo: number;
  isTop?: boolean;
  /** Saved but not published (status 0). */
  draft?: boolean;
  cover: CoverStyle;
  /** Attaches the demo video. */
  video?: boolean;
  body: Block[];
}
