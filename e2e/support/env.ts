import { SettingKey } from '@site/contract';
/** What playwright.config.ts chose for this run (it exports them through the environment to every worker). */
export const admin = {
  username: process.env.E2E_ADMIN_USERNAME ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
};

/** The home page's SEO entry that seed.setup.ts stores and the public-site test reads back from the HTML. */
export const homeSeo = {
  page: 'home',
  title: 'E2E 测试首页标题',
  description: '这是端到端测试写入的首页描述。',
  keywords: '端到端,测试,企业网站',
};

/** The public `site_name` setting that seed.setup.ts stores. */
export const siteName = {
  key: SettingKey.SITE_NAME,
  value: 'E2E 示例公司',
  title: '网站名称',
  group: 'basic',
  is_public: 1,
};
