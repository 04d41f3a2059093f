import type { NewsSeed } from './types';

/** 技术分享: articles by the company's engineers, with formulas, code and attachments. */
export const TECH_NEWS: NewsSeed[] = [
  {
    key: 'open-api-python',
    title: '用 Python 读取澄川云控开放接口的实时水质数据',
    summary: '以一个小脚本为例，介绍如何调用澄川云控开放接口获取站点的实时数据，并计算去除率。',
    category: '技术分享',
    author: '智慧水务事业部 周启航',
    source: '澄川环境技术中心',
    daysAgo: 8,
    cover: { hue: 228, motif: 'network' },
    body: [
      {
        p: '不少客户希望把澄川云控平台的数据接入自己的管理系统。本文用一个不到 30 行的 Python 脚本，演示如何读取站点实时数据。',
      },
      { h: 2, text: '一、准备工作' },
      {
        ol: [
          '在平台“系统设置 → 开放接口”中创建应用，获取 `app_id` 和 `app_secret`；',
          '确认要读取的站点编号，例如 `WZ-0317`；',
          '本地安装 Python 3.9 及以上版本和 requests 库。',
        ],
      },
      { p: '完整的接口说明见附件 {file:download:api-guide}，也可以在[下载中心](/download)找到。' },
      { h: 2, text: '二、示例代码' },
      {
        code: [
          'import hashlib',
          'import time',
          '',
          'import requests',
          '',
          'BASE_URL = "https://api.ccenv.example/v1"',
          'APP_ID, APP_SECRET = "demo-app", "demo-secret"',
          '',
          '',
          'def signed_headers():',
          '    ts = str(int(time.time()))',
          '    sign = hashlib.sha256((APP_ID + ts + APP_SECRET).encode()).hexdigest()',
          '    return {"X-App-Id": APP_ID, "X-Timestamp": ts, "X-Sign": sign}',
          '',
          '',
          'def latest(station):',
          '    resp = requests.get(f"{BASE_URL}/stations/{station}/latest", headers=signed_headers(), timeout=10)',
          '    resp.raise_for_status()',
          '    return resp.json()["data"]',
          '',
          '',
          'data = latest("WZ-0317")',
          'removal = (data["cod_in"] - data["cod_out"]) / data["cod_in"] * 100',
          'print(f"COD 去除率：{removal:.1f}%")',
        ].join('\n'),
        lang: 'python',
      },
      { h: 2, text: '三、去除率的计算' },
      { p: '脚本最后一步按下式计算污染物去除率，其中 $C_{in}$ 和 $C_{out}$ 分别为进水和出水浓度：' },
      { p: '$\\eta = \\frac{C_{in} - C_{out}}{C_{in}} \\times 100\\%$', align: 'center' },
      { h: 2, text: '四、注意事项' },
      {
        ul: [
          '签名中的时间戳与服务器时间相差超过 5 分钟会被拒绝，请保证本机时间准确；',
          '同一应用每分钟最多调用 60 次，批量获取历史数据请使用 `/history` 接口；',
          '`app_secret` 只应保存在服务器端，不要写进网页或手机应用。',
        ],
      },
      {
        p: '如需开通开放接口权限，请联系您的客户经理或发送邮件至 [service@ccenv.example](mailto:service@ccenv.example)。',
      },
    ],
  },
  {
    key: 'membrane-fouling',
    title: 'MBR 膜污染的成因与在线清洗策略',
    summary: '跨膜压差上升是膜污染最直接的信号。本文介绍如何通过通量管理和分级清洗延缓膜污染。',
    category: '技术分享',
    author: '工艺研究所 宋清和',
    source: '澄川环境技术中心',
    daysAgo: 35,
    cover: { hue: 160, motif: 'ripples' },
    body: [
      { p: '膜污染是 MBR 系统运行中最常见、也最影响成本的问题。按照成因，膜污染大致可分为三类：' },
      {
        ul: [
          '**滤饼层污染**：污泥絮体在膜表面沉积，通过曝气擦洗和反洗可以大部分去除；',
          '**膜孔堵塞**：胶体和溶解性有机物进入膜孔，需要化学清洗；',
          '**无机结垢**：钙、镁、铁等在膜表面析出，常用酸洗去除。',
        ],
      },
      { h: 3, text: '用通量和跨膜压差判断污染程度' },
      {
        p: '膜通量 $J = \\frac{Q}{A}$，其中 $Q$ 为产水流量，$A$ 为有效膜面积。在通量不变的情况下，如果跨膜压差（TMP）一周内上升超过 10 kPa，就说明膜污染在加速，需要检查曝气量和污泥性状。',
      },
      { h: 3, text: '分级清洗策略' },
      {
        ol: [
          '维护性清洗：每周一次，500 mg/L 次氯酸钠在线反向注入，浸泡 30 分钟；',
          '恢复性清洗：TMP 比初始值高 15 kPa 时进行，次氯酸钠 2000–3000 mg/L，浸泡 2 小时；',
          '酸洗：每季度或出现明显结垢时，用 1%–2% 柠檬酸清洗。',
        ],
      },
      { p: '坚持“勤维护、少恢复”的原则，膜组件的使用寿命一般可以达到 5 年以上。' },
    ],
  },
  {
    key: 'do-cascade-control',
    title: '曝气节能实践：溶解氧串级控制',
    summary: '以氨氮为外环、溶解氧为内环的串级控制，在某污水厂实现曝气电耗下降 18%。',
    category: '技术分享',
    author: '自控研究所 韩墨',
    source: '澄川环境技术中心',
    daysAgo: 65,
    cover: { hue: 245, motif: 'chart' },
    body: [
      {
        p: '传统的溶解氧（DO）定值控制往往把设定值定得偏高，以“保证”出水氨氮达标，结果是大量的曝气浪费。串级控制则根据出水氨氮实时调整 DO 设定值。',
      },
      { h: 3, text: '控制结构' },
      {
        ul: [
          '外环：以好氧池末端氨氮为被控量，输出 DO 设定值（限制在 0.8–2.5 mg/L）；',
          '内环：以各廊道 DO 为被控量，调节曝气支管阀门开度；',
          '风机：按总管压力恒定控制，阀门开度最大的支管保持在 70%–85% 之间。',
        ],
      },
      { p: '供氧量可以用下式估算，其中 $R$ 为需氧量，$E_A$ 为氧利用率：$G_s = \\frac{R}{0.28 E_A}$。' },
      { h: 3, text: 'PLC 中的外环计算' },
      {
        code: [
          '(* 外环：氨氮 -> DO 设定值，每 5 分钟执行一次 *)',
          'NH4_Error := NH4_Measured - NH4_Target;',
          'DO_Setpoint := DO_Base + Kp * NH4_Error + Ki * NH4_Integral;',
          'DO_Setpoint := LIMIT(0.8, DO_Setpoint, 2.5);',
        ].join('\n'),
        lang: 'plain',
      },
      { p: '该方案在临江市城北污水处理厂运行半年，出水氨氮稳定在 1.5 mg/L 以下，曝气电耗同比下降约 18%。' },
    ],
  },
  {
    key: 'ammonia-analyzer',
    title: '氨氮在线分析仪日常维护的八个要点',
    summary: '在线仪表数据准不准，七分靠维护。一线运维工程师总结了氨氮分析仪的日常维护清单。',
    category: '技术分享',
    author: '华东运维中心 赵磊',
    source: '澄川环境技术中心',
    daysAgo: 90,
    cover: { hue: 120, motif: 'network' },
    body: [
      { p: '氨氮在线分析仪是污水处理站最重要的仪表之一。以下是我们在长期运维中总结的八个维护要点：' },
      {
        ol: [
          '每周检查试剂余量，试剂开封后一般不超过 30 天；',
          '每周清洗采样管路和过滤器，防止藻类和污泥堵塞；',
          '每月用标准溶液做一次两点校准；',
          '每月用实验室手工分析结果做一次比对，相对误差应小于 10%；',
          '定期检查蠕动泵管，发现变形或老化及时更换；',
          '注意分析仪所在环境温度，夏季做好通风，冬季做好保温；',
          '废液单独收集，按危险废物规范处置；',
          '每次维护都要在平台上填写记录，便于追溯数据异常原因。',
        ],
      },
      { quote: '仪表数据一旦失真，后面所有的分析和控制都会跟着出错。维护记录比维护本身还重要。' },
    ],
  },
  {
    key: 'ro-recovery',
    title: '反渗透系统的回收率与浓差极化',
    summary: '回收率并不是越高越好。本文解释回收率、浓水浓度和结垢风险之间的关系。',
    category: '技术分享',
    author: '工业水事业部 许安',
    source: '澄川环境技术中心',
    daysAgo: 125,
    cover: { hue: 275, motif: 'waves' },
    body: [
      {
        p: '在工业废水回用项目中，业主常常希望把反渗透（RO）回收率做得越高越好。但回收率提高，意味着浓水侧含盐量成倍上升，结垢和污堵风险也随之增加。',
      },
      {
        p: '系统回收率定义为 $R = \\frac{Q_p}{Q_f} \\times 100\\%$，其中 $Q_p$ 为产水流量，$Q_f$ 为进水流量。忽略透盐时，浓水浓缩倍数约为 $\\frac{1}{1-R}$：回收率 75% 时浓缩 4 倍，85% 时则接近 6.7 倍。',
      },
      { h: 3, text: '设计时要核算什么' },
      {
        ul: [
          '浓水侧碳酸钙、硫酸钙、硫酸钡和二氧化硅的饱和指数；',
          '阻垢剂的种类和投加量是否能覆盖最不利工况；',
          '末端膜元件的浓水流量是否满足厂家最低要求，防止浓差极化加剧。',
        ],
      },
      {
        p: '经验上，一般工业回用水的 RO 系统回收率设计在 70%–75% 比较稳妥；确需更高回收率时，建议采用两级 RO 或增加软化预处理。',
      },
    ],
  },
  {
    key: 'sql-daily-average',
    title: '用一条 SQL 统计监测站点的日均值',
    summary: '监测数据每 5 分钟一条，如何快速算出每个站点每天的 COD 日均值和超标时长？',
    category: '技术分享',
    author: '智慧水务事业部 周启航',
    source: '澄川环境技术中心',
    daysAgo: 150,
    cover: { hue: 300, motif: 'chart' },
    body: [
      {
        p: '澄川云控平台的监测数据表中，每个站点每 5 分钟写入一条记录。做日报时最常见的需求，就是按站点、按天统计均值和超标情况。',
      },
      {
        code: [
          'SELECT station_code,',
          '       DATE(sampled_at)                              AS day,',
          '       ROUND(AVG(cod_out), 1)                        AS cod_avg,',
          '       SUM(CASE WHEN cod_out > 50 THEN 5 ELSE 0 END) AS over_minutes',
          'FROM monitor_readings',
          "WHERE sampled_at >= '2026-01-01' AND quality_flag = 'N'",
          'GROUP BY station_code, DATE(sampled_at)',
          'ORDER BY station_code, day;',
        ].join('\n'),
        lang: 'sql',
      },
      { p: '几点说明：' },
      {
        ul: [
          "`quality_flag = 'N'` 只统计正常数据，排除校准、维护期间的数据；",
          '每条记录代表 5 分钟，超标记录数乘以 5 即为超标时长（分钟）；',
          '数据量大时，建议在 `(station_code, sampled_at)` 上建立联合索引。',
        ],
      },
    ],
  },
  {
    key: 'plc-git',
    title: 'PLC 程序也要版本管理：我们的 Git 实践',
    summary: '现场改程序不留记录，是自控项目的老大难。我们用 Git 管理了 600 多个站点的 PLC 程序。',
    category: '技术分享',
    author: '自控研究所 韩墨',
    source: '澄川环境技术中心',
    daysAgo: 180,
    cover: { hue: 20, motif: 'network' },
    body: [
      {
        p: '“程序谁改的？改了什么？还能不能恢复？”这是很多自控工程师都遇到过的问题。两年前，我们开始用 Git 管理所有站点的 PLC 程序和 HMI 工程。',
      },
      { h: 3, text: '基本做法' },
      {
        ol: [
          '每个项目一个仓库，每个站点一个目录，程序导出为文本格式后再提交；',
          '现场调试使用独立分支，验收合格后合并到主分支并打标签；',
          '提交说明写清楚“改了什么、为什么改、在哪个站点验证过”。',
        ],
      },
      {
        code: [
          'git switch -c site/WZ-0317-tune-aeration',
          'git add stations/WZ-0317/',
          'git commit -m "WZ-0317: 曝气时间由 45min 调整为 40min，已现场验证 3 天"',
          'git tag WZ-0317-v1.4',
        ].join('\n'),
        lang: 'bash',
      },
      {
        p: '实行版本管理以后，现场程序问题的平均排查时间从半天缩短到一小时以内，新员工也能通过提交记录快速了解每个站点的来龙去脉。',
      },
    ],
  },
  {
    key: 'dosing-estimate',
    title: '除磷加药量怎么估算？PAC 投加的简易计算',
    summary: '用摩尔比法估算化学除磷的 PAC 投加量，并给出现场调整的经验值。',
    category: '技术分享',
    author: '工艺研究所 宋清和',
    source: '澄川环境技术中心',
    daysAgo: 215,
    cover: { hue: 55, motif: 'ripples' },
    body: [
      {
        p: '当生物除磷不能满足出水总磷要求时，需要投加聚合氯化铝（PAC）等药剂进行化学除磷。投加量可以先按摩尔比估算，再根据实际效果调整。',
      },
      { p: '理论上每去除 1 mol 磷需要 1 mol 铝，实际工程中 Al/P 摩尔比一般取 1.5–3。按下式估算每日 PAC 用量：' },
      { p: '$M = \\frac{Q \\cdot \\Delta P \\cdot \\beta \\cdot 27}{31 \\cdot w}$', align: 'center' },
      {
        p: '式中 $Q$ 为处理水量（m³/d），$\\Delta P$ 为需去除的总磷浓度（mg/L），$\\beta$ 为 Al/P 摩尔比，$w$ 为 PAC 中铝的质量分数，计算结果 $M$ 的单位为 g/d。',
      },
      { h: 3, text: '现场调整建议' },
      {
        ul: [
          '投加点优先选在二沉池前或深度处理段的混合池，保证充分混合；',
          '先按估算量的 80% 投加，观察三天出水总磷后再逐步调整；',
          '投加过量会导致污泥量增加和碱度下降，需同步关注出水 pH。',
        ],
      },
    ],
  },
  {
    key: 'cloud-v3-preview',
    title: '澄川云控 3.0 即将发布：更快的大屏，更聪明的派单',
    summary: '新版本重写了数据引擎，支持万级站点秒级刷新，并引入基于规则与历史数据的智能派单。',
    category: '技术分享',
    author: '智慧水务事业部',
    source: '澄川环境',
    daysAgo: -6,
    cover: { hue: 210, motif: 'network' },
    body: [
      { p: '澄川云控 3.0 将于近期正式发布。与 2.x 版本相比，新版本在以下方面做了重点改进：' },
      {
        ul: [
          '全新数据引擎：万级站点的实时数据秒级刷新；',
          '智能派单：结合故障规则和历史处置记录，自动推荐处置方案和人员；',
          '移动端离线巡检：信号不好的站点也能完成巡检记录，联网后自动同步。',
        ],
      },
      { p: '现有客户可免费升级，升级安排将由客户经理另行通知。' },
    ],
  },
];
