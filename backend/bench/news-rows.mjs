// Realistic, deterministic news rows for the bench: Chinese titles built from word lists so that a two-character
// keyword such as 泵站 matches about 1 row in 25, and publish times one minute apart going back from now.

const PLACES = ['澄川', '城市', '工业园区', '农村', '智慧水务', '沿江', '开发区', '高新区', '县域', '流域'];
const SUBJECTS = [
  '污水',
  '供水',
  '管网',
  '膜法',
  '污泥',
  '雨水',
  '再生水',
  '水质',
  '泵站',
  '除磷',
  '脱氮',
  '海绵城市',
  '黑臭水体',
  '渗滤液',
  '中水',
  '水厂',
  '二次供水',
  '臭气',
  '曝气',
  '消毒',
  '计量',
  '漏损',
  '调蓄池',
  '湿地',
  '排口',
];
const WORKS = ['处理', '改造', '升级', '监测', '运维', '示范', '提标', '扩建', '巡检', '评估', '设计', '试运行'];
const EVENTS = ['投运', '签约', '验收', '发布', '通过评审', '获奖', '开工', '完工', '启动', '上线', '入选', '交流'];
const CATEGORIES = ['company', 'industry', 'tech', 'projects'];

const pick = (list, i) => list[i % list.length];

/** Every 50th row is a draft: a detail read of it is refused, as a visitor's would be. */
const isDraft = (i) => i % 50 === 49;

/**
 * A random published row among the newest `among` of `rows` (0-based, as newsRow counts; the last row is the newest
 * in id): what a reader of details asks for.
 */
export function randomPublishedRow(rows, among = rows) {
  let i;
  do i = rows - 1 - Math.floor(Math.random() * among);
  while (isDraft(i));
  return i;
}

/** Row `i` (0-based) of the bench's news, as column values. */
export function newsRow(i, now) {
  const subject = pick(SUBJECTS, Math.floor(i / 7));
  const title = `${pick(PLACES, i)}${subject}${pick(WORKS, Math.floor(i / 3))}项目${pick(EVENTS, Math.floor(i / 11))}（第${i + 1}期）`;
  const summary = `${title}，${subject}${pick(WORKS, i)}效果良好，出水稳定达标，运行费用下降。`;
  const time = new Date(now - (i + 60) * 60_000);
  return {
    lang: 'cn',
    title,
    summary,
    cover: `/uploads/bench/${i % 100}.png`,
    content: `<p>${summary}</p><p>${title}的建设与运行情况：工艺路线、设备选型、运行数据与经验总结。</p>`,
    video: '',
    category: pick(CATEGORIES, i),
    author: '市场部',
    source: '澄川环境',
    is_top: i % 5000 === 0 ? 1 : 0,
    status: isDraft(i) ? 0 : 1,
    publish_time: time,
    views: i % 997,
    sort: 0,
    created_at: time,
    updated_at: time,
  };
}

export const NEWS_COLUMNS = Object.keys(newsRow(0, Date.now()));
