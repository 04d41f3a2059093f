import { COMPANY_NEWS } from './news-company';
import { INDUSTRY_NEWS } from './news-industry';
import { PROJECT_NEWS } from './news-projects';
import { TECH_NEWS } from './news-tech';
import type { NewsCategory, NewsSeed } from './types';

export const NEWS: NewsSeed[] = [...COMPANY_NEWS, ...INDUSTRY_NEWS, ...TECH_NEWS, ...PROJECT_NEWS];

/** The Latin label drawn on a cover of each category. */
export const CATEGORY_LABEL: Record<NewsCategory, string> = {
  公司新闻: 'COMPANY NEWS',
  行业动态: 'INDUSTRY',
  技术分享: 'TECH NOTES',
  项目动态: 'PROJECTS',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The calendar day `daysAgo` days before `now` (UTC), at a working-hours time in China (UTC+8) that varies
 * from item to item so the list does not look machine-made. Any time of an earlier day is before `now`, so
 * `daysAgo` ≥ 1 is always published; negative values are scheduled in the future.
 */
export function daysBefore(now: Date, daysAgo: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  const spread = Math.abs(daysAgo * 37) % 480; // minutes after 09:00 Beijing time (01:00 UTC)
  day.setUTCHours(1 + Math.floor(spread / 60), spread % 60, 0, 0);
  return day;
}
