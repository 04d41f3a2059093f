/**
 * The fictional company behind the demo site: a water-treatment equipment and smart-water firm from
 * Suzhou. Every name, number and address is invented; mail and web addresses use the reserved
 * `.example` domain so nothing in the demo points at a real organisation.
 */
export const COMPANY = {
  name: '苏州澄川环境科技股份有限公司',
  shortName: '澄川环境',
  latinName: 'CCENV',
  englishName: 'Chengchuan Environmental Technology Co., Ltd.',
  slogan: '让每一滴水都有去处',
  /** Years before the seed year the company was founded (the timeline and the copyright line follow it). */
  foundedYearsAgo: 15,
  phone: '0512-6658 3100',
  hotline: '400-826-5178',
  email: 'service@ccenv.example',
  hrEmail: 'hr@ccenv.example',
  website: 'https://www.ccenv.example',
  address: '江苏省苏州市吴中区澄湖路 168 号 澄川环境科技园',
  factory: '江苏省常州市武进区智造大道 26 号',
  icp: '苏ICP备12035826号-1',
  policeRecord: '苏公网安备 32050602011826号',
  /** Hue of the brand colour (a clear teal blue) for drawn pictures. */
  hue: 196,
} as const;

export const foundedYear = (now: Date) => now.getUTCFullYear() - COMPANY.foundedYearsAgo;
