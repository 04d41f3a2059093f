import type { PdfBlock } from '../media/pdf';
import { COMPANY } from './company';

/** What a download's file is made of; the media step turns it into bytes. */
export type DownloadFile =
  | { kind: 'pdf'; title: string; subtitle: string; blocks: PdfBlock[] }
  | { kind: 'csv'; rows: string[][] }
  | { kind: 'txt'; text: string }
  | { kind: 'zip'; entries: Array<{ name: string; file: DownloadFile }> };

export interface DownloadSeed {
  /** Also the media reference of its file (`download:<key>`). */
  key: string;
  cate: string;
  title: string;
  description: string;
  /** The name visitors download it as. */
  fileName: string;
  hidden?: boolean;
  file: DownloadFile;
}

/** Download categories, in page order. */
export const DOWNLOAD_CATES = ['产品资料', '技术文档', '软件工具', '资质证书'];

const MBR_MODELS = [
  ['型号', '处理量 (m3/d)', '装机功率 (kW)', '外形尺寸 (m)', '运行重量 (t)'],
  ['CC-MBR-50', '50', '7.5', '6.0 x 2.4 x 2.6', '18'],
  ['CC-MBR-100', '100', '11', '9.0 x 2.4 x 2.6', '27'],
  ['CC-MBR-200', '200', '18.5', '12.0 x 2.4 x 2.9', '46'],
  ['CC-MBR-500', '500', '37', '12.0 x 3.0 x 3.2 (2 台)', '98'],
];

const API_ENDPOINTS = [
  ['接口', '方法', '说明'],
  ['/v1/stations', 'GET', '站点列表（分页）'],
  ['/v1/stations/{code}/latest', 'GET', '站点最新一组监测数据'],
  ['/v1/stations/{code}/history', 'GET', '历史数据，最长 31 天'],
  ['/v1/alarms', 'GET', '报警记录，可按状态筛选'],
  ['/v1/work-orders', 'POST', '创建运维工单'],
];

const GATEWAY_POINTS = [
  ['点位', '名称', '寄存器', '类型', '单位'],
  ['P01', '提升泵1运行', '00001', 'coil', ''],
  ['P02', '提升泵2运行', '00002', 'coil', ''],
  ['F01', '风机1电流', '40001', 'float', 'A'],
  ['Q01', '出水瞬时流量', '40011', 'float', 'm3/h'],
  ['NH01', '出水氨氮', '40021', 'float', 'mg/L'],
  ['LV01', '调节池液位', '40031', 'float', 'm'],
];

export const DOWNLOADS: DownloadSeed[] = [
  {
    key: 'brochure',
    cate: '产品资料',
    title: '澄川环境产品手册',
    description: '公司简介、主要产品、典型工艺和代表性项目，一册了解澄川环境。',
    fileName: '澄川环境产品手册.pdf',
    file: {
      kind: 'pdf',
      title: '澄川环境 产品手册',
      subtitle: `${COMPANY.name}`,
      blocks: [
        {
          heading: '关于我们',
          paragraphs: [
            `${COMPANY.shortName}专注中小规模污水处理，提供一体化水处理装备、水处理工程总承包和智慧水务运营服务。公司总部位于苏州，在常州设有生产基地，在全国设有 9 个区域运维中心。`,
          ],
        },
        {
          heading: '主要产品',
          bullets: [
            'CC-AO 系列一体化污水处理设备：5-200 m3/d，适用于村庄和小型单位。',
            'CC-MBR 系列一体化膜生物反应器：50-2000 m3/d，出水可达一级 A 标准。',
            'CC-Dose 智能加药装置：按水质实时调节投加量，节约药剂 15%-25%。',
            '澄川云控远程运维平台：站点监控、报警派单、运维考核一站式管理。',
          ],
        },
        { heading: 'CC-MBR 主要型号', table: MBR_MODELS },
        {
          heading: '服务承诺',
          paragraphs: [
            `7x24 小时服务热线 ${COMPANY.hotline}；紧急故障 30 分钟响应，4 小时内到达苏州市区现场。设备主体结构质保 10 年，膜组件质保 3 年。`,
          ],
        },
      ],
    },
  },
  {
    key: 'mbr-datasheet',
    cate: '产品资料',
    title: 'CC-MBR 一体化膜生物反应器技术参数',
    description: '各型号处理量、功率、尺寸和进出水设计指标。',
    fileName: 'CC-MBR技术参数表.pdf',
    file: {
      kind: 'pdf',
      title: 'CC-MBR 一体化膜生物反应器',
      subtitle: '技术参数表 V3.1',
      blocks: [
        { heading: '型号与规格', table: MBR_MODELS },
        {
          heading: '设计进出水指标',
          table: [
            ['指标', '设计进水 (mg/L)', '设计出水 (mg/L)'],
            ['COD', '<= 350', '<= 30'],
            ['BOD5', '<= 180', '<= 6'],
            ['SS', '<= 250', '<= 5'],
            ['NH3-N', '<= 35', '<= 1.5'],
            ['TP', '<= 5', '<= 0.3 (配合化学除磷)'],
          ],
        },
        {
          heading: '膜组件',
          bullets: ['材质：PVDF 中空纤维膜，公称孔径 0.1 微米', '设计通量：15-20 LMH', '化学清洗周期：不少于 3 个月'],
        },
      ],
    },
  },
  {
    key: 'selection-table',
    cate: '产品资料',
    title: 'CC-AO 一体化设备选型表',
    description: '按服务人口和日污水量快速选择设备型号（CSV，可用 Excel 打开）。',
    fileName: 'CC-AO设备选型表.csv',
    file: {
      kind: 'csv',
      rows: [
        ['型号', '处理量(m3/d)', '服务人口(人)', '装机功率(kW)', '占地(m2)', '推荐场景'],
        ['CC-AO-5', '5', '50-80', '0.75', '4', '单户或联户、公厕'],
        ['CC-AO-10', '10', '100-160', '1.1', '6', '自然村'],
        ['CC-AO-30', '30', '300-500', '2.2', '12', '行政村'],
        ['CC-AO-50', '50', '500-800', '3.0', '18', '行政村、学校'],
        ['CC-AO-100', '100', '1000-1600', '5.5', '30', '集镇、景区'],
        ['CC-AO-200', '200', '2000-3200', '9.5', '55', '集镇、服务区'],
      ],
    },
  },
  {
    key: 'api-guide',
    cate: '技术文档',
    title: '澄川云控开放接口说明',
    description: '开放接口的鉴权方式、接口列表、返回格式和调用限制。',
    fileName: '澄川云控开放接口说明V2.4.pdf',
    file: {
      kind: 'pdf',
      title: '澄川云控 开放接口说明',
      subtitle: '版本 2.4 | 适用于澄川云控 2.6 及以上版本',
      blocks: [
        {
          heading: '1. 鉴权',
          paragraphs: [
            '每个请求需携带 X-App-Id、X-Timestamp 和 X-Sign 三个请求头。X-Sign 为 app_id、时间戳和 app_secret 依次拼接后的 SHA-256 值（小写十六进制）。时间戳与服务器时间相差超过 300 秒的请求将被拒绝。',
          ],
        },
        { heading: '2. 接口列表', table: API_ENDPOINTS },
        {
          heading: '3. 返回格式',
          paragraphs: [
            '所有接口返回 JSON：{"code": 0, "msg": "ok", "data": ...}。code 为 0 表示成功，其他值表示错误，msg 为错误说明。',
          ],
        },
        {
          heading: '4. 调用限制',
          bullets: [
            '同一应用每分钟最多 60 次请求',
            '历史数据单次查询跨度不超过 31 天',
            'app_secret 仅可保存在服务器端',
          ],
        },
      ],
    },
  },
  {
    key: 'analyzer-manual',
    cate: '技术文档',
    title: '氨氮在线分析仪维护手册',
    description: '日常维护、校准、比对和常见故障处理方法。',
    fileName: '氨氮在线分析仪维护手册.pdf',
    file: {
      kind: 'pdf',
      title: '氨氮在线分析仪 维护手册',
      subtitle: '澄川环境运维中心 编',
      blocks: [
        {
          heading: '一、维护周期',
          table: [
            ['项目', '周期', '要求'],
            ['试剂检查与更换', '每周', '开封后不超过 30 天'],
            ['管路与过滤器清洗', '每周', '无堵塞、无藻类'],
            ['两点校准', '每月', '使用有证标准溶液'],
            ['实验室比对', '每月', '相对误差小于 10%'],
            ['蠕动泵管更换', '每季度', '或出现变形时'],
          ],
        },
        {
          heading: '二、常见故障',
          bullets: [
            '测量值持续偏低：检查试剂是否过期、采样管是否堵塞。',
            '测量值跳动大：检查样品中是否有气泡，过滤器是否破损。',
            '校准失败：确认标准溶液浓度和有效期，检查比色池是否污染。',
          ],
        },
      ],
    },
  },
  {
    key: 'discharge-limits',
    cate: '技术文档',
    title: '常用水质指标与排放限值对照表',
    description: '城镇污水处理厂常用排放标准主要指标限值对照（CSV）。',
    fileName: '水质指标与排放限值对照表.csv',
    file: {
      kind: 'csv',
      rows: [
        ['指标', '单位', '一级A', '一级B', '二级', '说明'],
        ['COD', 'mg/L', '50', '60', '100', '化学需氧量'],
        ['BOD5', 'mg/L', '10', '20', '30', '五日生化需氧量'],
        ['SS', 'mg/L', '10', '20', '30', '悬浮物'],
        ['TN', 'mg/L', '15', '20', '-', '总氮'],
        ['NH3-N', 'mg/L', '5(8)', '8(15)', '25(30)', '括号内为水温不高于12℃时的限值'],
        ['TP', 'mg/L', '0.5', '1', '3', '2006年1月1日起建设的污水厂'],
        ['粪大肠菌群数', '个/L', '1000', '10000', '10000', ''],
      ],
    },
  },
  {
    key: 'gateway-kit',
    cate: '软件工具',
    title: '澄川边缘网关配置模板',
    description: '网关点位表、配置文件示例和使用说明，解压后按说明导入网关管理工具。',
    fileName: '澄川边缘网关配置模板.zip',
    file: {
      kind: 'zip',
      entries: [
        {
          name: '使用说明.txt',
          file: {
            kind: 'txt',
            text: [
              '澄川边缘网关配置模板',
              '',
              '1. 按现场实际修改 modbus-points.csv 中的点位和寄存器地址；',
              '2. 修改 gateway.json 中的站点编号、采集周期和平台地址；',
              '3. 在网关管理工具中选择“导入配置”，依次导入以上两个文件；',
              '4. 重启网关后，在澄川云控平台确认数据上线。',
              '',
              `技术支持：${COMPANY.hotline}`,
            ].join('\n'),
          },
        },
        {
          name: 'gateway.json',
          file: {
            kind: 'txt',
            text: JSON.stringify(
              {
                station_code: 'WZ-0317',
                sample_interval_seconds: 60,
                upload: { host: 'iot.ccenv.example', port: 8883, tls: true },
                modbus: { port: '/dev/ttyS1', baud_rate: 9600, slave_id: 1 },
              },
              null,
              2,
            ),
          },
        },
        { name: 'modbus-points.csv', file: { kind: 'csv', rows: GATEWAY_POINTS } },
      ],
    },
  },
  {
    key: 'release-notes',
    cate: '软件工具',
    title: '澄川云控 2.6 更新说明',
    description: '2.6 版本新增功能、问题修复和升级注意事项。',
    fileName: '澄川云控2.6更新说明.txt',
    file: {
      kind: 'txt',
      text: [
        '澄川云控 2.6 更新说明',
        '======================',
        '',
        '新增',
        '- 报警规则支持“持续时长”条件，减少瞬时波动造成的误报；',
        '- 工单支持拍照水印，自动记录时间和位置；',
        '- 运维考核报表新增“平均到场时长”指标。',
        '',
        '修复',
        '- 修复部分站点跨日流量累计值归零的问题；',
        '- 修复移动端在弱网环境下重复提交巡检记录的问题。',
        '',
        '升级注意',
        '- 升级前请备份报警规则配置；',
        '- 边缘网关固件需升级到 1.8.2 及以上版本。',
        '',
      ].join('\n'),
    },
  },
  {
    key: 'cloud-v3-manual',
    cate: '软件工具',
    title: '澄川云控 3.0 用户手册（待发布）',
    description: '随 3.0 版本正式发布后开放下载。',
    fileName: '澄川云控3.0用户手册.txt',
    hidden: true,
    file: { kind: 'txt', text: '澄川云控 3.0 用户手册\n\n（编写中，发布前请勿公开。）\n' },
  },
  {
    key: 'certificates',
    cate: '资质证书',
    title: '公司资质证书汇编',
    description: '营业执照、高新技术企业证书、资质证书和管理体系认证证书清单。',
    fileName: '澄川环境资质证书汇编.pdf',
    file: {
      kind: 'pdf',
      title: '澄川环境 资质证书汇编',
      subtitle: '证书清单（原件备查）',
      blocks: [
        {
          table: [
            ['证书名称', '发证机构', '状态'],
            ['高新技术企业证书', '省级认定机构', '有效'],
            ['环保工程专业承包壹级', '住房和城乡建设主管部门', '有效'],
            ['ISO 9001 质量管理体系', '第三方认证机构', '有效'],
            ['ISO 14001 环境管理体系', '第三方认证机构', '有效'],
            ['ISO 45001 职业健康安全管理体系', '第三方认证机构', '有效'],
            ['安全生产许可证', '省级主管部门', '有效'],
          ],
        },
        { paragraphs: [`如需查验证书原件或获取加盖公章的复印件，请联系 ${COMPANY.email}。`] },
      ],
    },
  },
];
