import { CONTENT, type PublicContent } from './public-content';
import { homeSeo } from './env';

export interface PublicPage {
  name: string;
  path: string;
  /** The page's main heading. */
  heading: string | RegExp;
  /** Text the server-rendered HTML must carry. */
  text: string;
}

/** Every public route of the product spec, section 2, with what each must show. */
export function publicPages(content: PublicContent): PublicPage[] {
  return [
    { name: 'home', path: '/', heading: /./, text: CONTENT.pageTexts.home },
    { name: 'join', path: '/join', heading: CONTENT.pageTexts.join, text: `${CONTENT.pageTexts.join}的正文。` },
    { name: 'news', path: '/news', heading: '新闻动态', text: CONTENT.videoTitle },
    { name: 'news-page-2', path: '/news/page/2', heading: '新闻动态', text: '示例新闻 1' },
    {
      name: 'news-category',
      path: `/news/category/${encodeURIComponent(CONTENT.categories[1])}`,
      heading: CONTENT.categories[1],
      text: CONTENT.richTitle,
    },
    { name: 'about', path: '/about', heading: CONTENT.pageTexts.about, text: CONTENT.historyTitle },
    { name: 'perform', path: '/perform', heading: '业绩展示', text: CONTENT.caseTitle },
    { name: 'service', path: '/service', heading: CONTENT.pageTexts.service, text: '市政污水处理' },
    { name: 'download', path: '/download', heading: '下载中心', text: CONTENT.downloadTitle },
    { name: 'education', path: '/education', heading: CONTENT.pageTexts.education, text: CONTENT.courseTitle },
    { name: 'detail', path: `/detail/${content.richNewsId}`, heading: CONTENT.richTitle, text: '质能方程' },
    {
      name: 'detail-video',
      path: `/detail/${content.videoNewsId}`,
      heading: CONTENT.videoTitle,
      text: CONTENT.videoTitle,
    },
  ];
}

export { homeSeo };
