import type { BannerSpec, CoverMotif, HonourSpec, PartnerSpec } from '../media/pictures';

/** How an image-list picture is drawn. */
export type ImagePicture =
  | ({ kind: 'banner' } & Omit<BannerSpec, 'seed'>)
  | ({ kind: 'partner' } & PartnerSpec)
  | ({ kind: 'honour' } & Omit<HonourSpec, 'seed' | 'year'> & { yearsAgo: number })
  | { kind: 'cover'; hue: number; motif: CoverMotif; label: string; play?: boolean };

export interface ImageSeed {
  /** Also the media reference of its picture (`img:<key>`). */
  key: string;
  group: 'banner' | 'partner' | 'honor' | 'service' | 'education';
  title: string;
  description: string;
  link?: string;
  /** Attaches the demo video (education courses). */
  video?: boolean;
  /** Hidden (status 0), to show that only visible entries reach the public site. */
  hidden?: boolean;
  picture: ImagePicture;
}

/** Banners, partners, honours, services and training courses of the image lists. */
export const IMAGES: ImageSeed[] = [
  {
    key: 'banner-mission',
    group: 'banner',
    title: '让每一滴水都有去处',
    description: '十余年专注中小规模污水处理，为城镇、乡村和园区提供从设备到运维的一站式服务。',
    link: '/about',
    picture: { kind: 'banner', hue: 205, caption: 'CLEAN WATER', subCaption: 'FOR EVERY TOWN AND VILLAGE' },
  },
  {
    key: 'banner-mbr',
    group: 'banner',
    title: 'CC-MBR 一体化膜生物反应器',
    description: '集装箱式设计，工厂预制、现场快装，出水稳定达到一级 A 标准。',
    link: '/service',
    picture: { kind: 'banner', hue: 165, caption: 'CC-MBR', subCaption: 'INTEGRATED MEMBRANE BIOREACTOR' },
  },
  {
    key: 'banner-cloud',
    group: 'banner',
    title: '澄川云控：看得见的远程运维',
    description: '600 多个站点实时在线，报警自动派单，运维质量按结果考核。',
    link: '/service',
    picture: { kind: 'banner', hue: 228, caption: 'CC-CLOUD', subCaption: 'REMOTE OPERATION PLATFORM' },
  },
  {
    key: 'banner-cases',
    group: 'banner',
    title: '项目遍布全国 20 多个省份',
    description: '市政、工业、农村，每一个项目都经得起时间检验。',
    link: '/perform',
    picture: { kind: 'banner', hue: 260, caption: '600+ SITES', subCaption: 'IN OPERATION ACROSS CHINA' },
  },
  ...(
    [
      ['linjiang', '临江市水务集团', 'LJ', 'LINJIANG WATER', 200, 'drop'],
      ['huafang', '华纺印染集团', 'HF', 'HUAFANG', 330, 'circle'],
      ['expressway', '江南高速公路运营公司', 'JN', 'JN EXPRESS', 40, 'square'],
      ['university', '江南理工大学', 'JU', 'JIANGNAN TECH', 5, 'circle'],
      ['ningchuan', '宁川经济开发区', 'NC', 'NINGCHUAN EDZ', 120, 'diamond'],
      ['membrane', '蓝川膜材料科技', 'LC', 'LANCHUAN', 190, 'drop'],
      ['pumps', '恒泰泵业', 'HT', 'HENGTAI PUMPS', 15, 'square'],
      ['instruments', '启明分析仪器', 'QM', 'QIMING', 280, 'diamond'],
    ] as const
  ).map(([key, title, initials, name, hue, shape]): ImageSeed => ({
    key: `partner-${key}`,
    group: 'partner',
    title,
    description: '合作伙伴',
    picture: { kind: 'partner', hue, initials, name, shape },
  })),
  {
    key: 'honor-specialised',
    group: 'honor',
    title: '江苏省专精特新中小企业',
    description: '省级“专精特新”中小企业认定证书。',
    picture: { kind: 'honour', hue: 355, heading: 'HONOR', title: 'SPECIALIZED SME', yearsAgo: 0 },
  },
  {
    key: 'honor-high-tech',
    group: 'honor',
    title: '高新技术企业证书',
    description: '连续三次通过国家高新技术企业认定。',
    picture: { kind: 'honour', hue: 210, heading: 'CERTIFICATE', title: 'HIGH-TECH ENTERPRISE', yearsAgo: 1 },
  },
  {
    key: 'honor-iso9001',
    group: 'honor',
    title: 'ISO 9001 质量管理体系认证',
    description: '质量管理体系认证证书，覆盖设计、制造、安装和运维服务。',
    picture: { kind: 'honour', hue: 140, heading: 'CERTIFICATE', title: 'ISO 9001', yearsAgo: 0 },
  },
  {
    key: 'honor-iso14001',
    group: 'honor',
    title: 'ISO 14001 环境管理体系认证',
    description: '环境管理体系认证证书。',
    picture: { kind: 'honour', hue: 170, heading: 'CERTIFICATE', title: 'ISO 14001', yearsAgo: 0 },
  },
  {
    key: 'honor-research-center',
    group: 'honor',
    title: '苏州市分散式污水处理工程技术研究中心',
    description: '市级工程技术研究中心认定。',
    picture: { kind: 'honour', hue: 265, heading: 'AWARD', title: 'R&D CENTER', yearsAgo: 0 },
  },
  {
    key: 'honor-contractor',
    group: 'honor',
    title: '环保工程专业承包壹级资质',
    description: '具备承接各类水污染防治工程的专业承包资质。',
    picture: { kind: 'honour', hue: 35, heading: 'LICENSE', title: 'GRADE I CONTRACTOR', yearsAgo: 3 },
  },
  {
    key: 'honor-old-award',
    group: 'honor',
    title: '优秀环保装备企业（已过期）',
    description: '早年获得的行业协会奖项，证书已过有效期，暂不对外展示。',
    hidden: true,
    picture: { kind: 'honour', hue: 90, heading: 'AWARD', title: 'EXCELLENT SUPPLIER', yearsAgo: 8 },
  },
  {
    key: 'service-municipal',
    group: 'service',
    title: '市政污水处理',
    description: '污水处理厂新建、扩建与提标改造，从方案设计到调试运行。',
    link: '/service',
    picture: { kind: 'cover', hue: 200, motif: 'plant', label: 'MUNICIPAL' },
  },
  {
    key: 'service-industrial',
    group: 'service',
    title: '工业废水处理与回用',
    description: '印染、电子、化工、食品等行业废水处理、回用与零排放。',
    link: '/service',
    picture: { kind: 'cover', hue: 25, motif: 'chart', label: 'INDUSTRIAL' },
  },
  {
    key: 'service-rural',
    group: 'service',
    title: '农村分散式污水治理',
    description: '5–500 吨/天一体化设备，因村施策，建得起也管得好。',
    link: '/service',
    picture: { kind: 'cover', hue: 100, motif: 'waves', label: 'RURAL' },
  },
  {
    key: 'service-smart',
    group: 'service',
    title: '智慧水务与托管运营',
    description: '澄川云控平台 + 专业运维团队，按出水达标率考核服务质量。',
    link: '/service',
    picture: { kind: 'cover', hue: 230, motif: 'network', label: 'SMART WATER' },
  },
  {
    key: 'course-basics',
    group: 'education',
    title: '水处理工艺入门',
    description: '从格栅到消毒，用 8 个小节讲清楚一座污水处理厂是怎么运转的。适合新入职的运维人员。',
    video: true,
    picture: { kind: 'cover', hue: 195, motif: 'waves', label: 'COURSE 01', play: true },
  },
  {
    key: 'course-inspection',
    group: 'education',
    title: '一体化设备日常巡检',
    description: '看、听、闻、测：一体化设备巡检的标准动作和常见异常的判断方法。',
    video: true,
    picture: { kind: 'cover', hue: 150, motif: 'plant', label: 'COURSE 02', play: true },
  },
  {
    key: 'course-calibration',
    group: 'education',
    title: '在线仪表校准实操',
    description: 'COD、氨氮、总磷在线分析仪的校准步骤、比对方法和记录要求。',
    video: true,
    picture: { kind: 'cover', hue: 265, motif: 'chart', label: 'COURSE 03', play: true },
  },
  {
    key: 'course-safety',
    group: 'education',
    title: '有限空间作业安全',
    description: '检测、通风、监护、救援：进入井下和池内作业前必须掌握的安全规程。',
    video: true,
    picture: { kind: 'cover', hue: 12, motif: 'ripples', label: 'COURSE 04', play: true },
  },
];
