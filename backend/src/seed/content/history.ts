export interface HistorySeed {
  /** Years after the company was founded (see COMPANY.foundedYearsAgo), so the timeline ends this year. */
  yearsAfterFounding: number;
  month?: number;
  title: string;
  content: string;
  /** Draws a picture of the year for this milestone. */
  picture?: boolean;
}

/** 发展历程: the company's timeline, oldest first. */
export const HISTORY: HistorySeed[] = [
  {
    yearsAfterFounding: 0,
    month: 3,
    title: '公司成立',
    content: '三位环境工程专业的校友在苏州吴中创办澄川环境，第一款产品是面向农村生活污水的一体化 AO 处理设备。',
    picture: true,
  },
  {
    yearsAfterFounding: 1,
    month: 9,
    title: '首个示范项目投运',
    content: '太湖流域首个村级一体化污水处理示范站建成投运，连续运行三年出水稳定达标。',
  },
  {
    yearsAfterFounding: 3,
    month: 11,
    title: '成立技术中心，获评高新技术企业',
    content: '组建专职研发团队，当年申请专利 9 项，首次通过国家高新技术企业认定。',
    picture: true,
  },
  {
    yearsAfterFounding: 4,
    month: 6,
    title: '推出 CC-MBR 一体化膜生物反应器',
    content: '自主设计的集装箱式 MBR 设备定型量产，处理规模覆盖 50–2000 吨/天。',
  },
  {
    yearsAfterFounding: 5,
    month: 4,
    title: '常州生产基地一期投产',
    content: '在常州武进建成 1.5 万平方米的生产基地，实现箱体制造、设备装配和整机测试一体化。',
    picture: true,
  },
  {
    yearsAfterFounding: 7,
    month: 8,
    title: '澄川云控平台上线',
    content: '自主研发的远程运维平台投入使用，公司业务由设备供应延伸到托管运营服务。',
  },
  {
    yearsAfterFounding: 8,
    month: 12,
    title: '完成股份制改造',
    content: '公司整体变更为苏州澄川环境科技股份有限公司，引入产业投资者，治理结构进一步完善。',
    picture: true,
  },
  {
    yearsAfterFounding: 10,
    month: 5,
    title: '托管运营站点突破 300 个',
    content: '运维业务覆盖江苏、浙江、安徽、江西四省，建立 5 个区域运维中心。',
  },
  {
    yearsAfterFounding: 11,
    month: 10,
    title: '进军工业废水零排放领域',
    content: '承接首个工业园区废水零排放项目，形成“膜浓缩 + 蒸发结晶”的成套技术能力。',
  },
  {
    yearsAfterFounding: 13,
    month: 7,
    title: '澄川云控 2.0 发布',
    content: '平台接入站点超过 500 个，上线移动巡检和自动派单功能。',
    picture: true,
  },
  {
    yearsAfterFounding: 14,
    month: 9,
    title: '工业水业务快速增长',
    content: '华纺印染废水深度处理与回用工程投运，工业水业务收入占比首次超过 30%。',
  },
  {
    yearsAfterFounding: 15,
    title: '入选江苏省“专精特新”中小企业',
    content: '凭借在中小规模污水处理装备和远程运维上的专业积累，获得省级“专精特新”认定。',
    picture: true,
  },
];
