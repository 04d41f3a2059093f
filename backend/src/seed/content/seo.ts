import { COMPANY } from './company';

export interface SeoSeed {
  page: 'home' | 'news' | 'about' | 'perform' | 'service' | 'download' | 'education' | 'join';
  title: string;
  keywords: string;
  description: string;
}

const brand = `${COMPANY.shortName}`;

/** Title, keywords and description of every public page. */
export const SEO: SeoSeed[] = [
  {
    page: 'home',
    title: `${brand} - 一体化污水处理设备与智慧水务运营服务商`,
    keywords: '一体化污水处理设备,MBR膜生物反应器,农村污水治理,智慧水务,污水处理运营',
    description: `${COMPANY.name}专注中小规模污水处理，提供一体化水处理装备、水处理工程总承包和智慧水务运营服务，项目遍布全国 20 多个省份。`,
  },
  {
    page: 'news',
    title: `新闻动态 - ${brand}`,
    keywords: '澄川环境新闻,水处理行业动态,污水处理技术,项目动态',
    description: '澄川环境公司新闻、行业观察、技术分享和项目进展。',
  },
  {
    page: 'about',
    title: `关于我们 - ${brand}`,
    keywords: '澄川环境,公司简介,发展历程,企业文化,资质荣誉',
    description: `了解${COMPANY.name}的发展历程、业务范围、企业文化和资质荣誉。`,
  },
  {
    page: 'perform',
    title: `业绩展示 - ${brand}`,
    keywords: '污水处理工程案例,提标改造案例,工业废水零排放,农村污水治理案例',
    description: '澄川环境在市政污水、工业废水、农村污水和智慧水务领域的代表性项目。',
  },
  {
    page: 'service',
    title: `服务项目 - ${brand}`,
    keywords: '污水处理工程总承包,工业废水处理,一体化设备,托管运营,远程运维',
    description: '从咨询设计、设备制造、工程实施到托管运营，澄川环境提供污水处理项目全生命周期服务。',
  },
  {
    page: 'download',
    title: `下载中心 - ${brand}`,
    keywords: '产品手册下载,MBR技术参数,设备选型表,开放接口文档',
    description: '下载澄川环境产品手册、技术文档、软件工具和资质证书。',
  },
  {
    page: 'education',
    title: `澄川学堂 - ${brand}`,
    keywords: '污水处理培训,运维培训,仪表校准,有限空间作业安全',
    description: '澄川学堂提供水处理工艺入门、设备巡检、仪表校准和安全作业等视频课程与线下实操培训。',
  },
  {
    page: 'join',
    title: `加入我们 - ${brand}`,
    keywords: '澄川环境招聘,水处理工艺工程师,运维工程师,校园招聘',
    description: '澄川环境招聘工艺、自控、软件和运维人才，欢迎加入我们，一起让每一滴水都有去处。',
  },
];
