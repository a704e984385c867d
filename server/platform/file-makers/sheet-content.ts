import type { Random } from '../../db/factories/random';
import type { Sheet } from './xlsx';

/** Bill items with units and a unit-price range (元), by kind of works; picked by words in the file's title. */
const billItems: Record<string, [string, string, string, number, number][]> = {
  road: [
    ['203-1-a', '路基挖土方', 'm³', 12, 28], ['204-1-b', '利用土方填筑', 'm³', 9, 18], ['304-3-a', '水泥稳定碎石基层 20cm', 'm²', 42, 68],
    ['308-2', '透层沥青', 'm²', 3, 6], ['309-1-a', 'AC-20C 中粒式沥青混凝土', 'm²', 68, 95], ['311-1', 'SMA-13 沥青玛蹄脂碎石', 'm²', 88, 120],
    ['207-2', 'M7.5 浆砌片石边沟', 'm³', 380, 520], ['403-1', 'HRB400 钢筋', 't', 4600, 5600], ['410-2', 'C30 混凝土盖梁', 'm³', 620, 860],
  ],
  tunnel: [
    ['502-1', '洞身开挖（Ⅳ级围岩）', 'm³', 95, 160], ['503-2', 'C25 喷射混凝土', 'm³', 780, 980], ['503-4', 'Φ22 砂浆锚杆', 'm', 38, 62],
    ['504-1', 'I18 型钢钢架', 't', 6200, 7400], ['505-2', 'C30 模筑二次衬砌', 'm³', 560, 720], ['506-1', 'EVA 防水板', 'm²', 36, 58],
    ['507-3', '超前小导管', 'm', 52, 86], ['508-1', '洞内排水盲管', 'm', 28, 44],
  ],
  building: [
    ['010101001', '平整场地', 'm²', 2, 5], ['010501004', 'C30 满堂基础', 'm³', 520, 680], ['010502001', 'C35 矩形柱', 'm³', 610, 760],
    ['010515001', '现浇构件钢筋 HRB400', 't', 4800, 5900], ['010401003', '加气混凝土砌块墙', 'm³', 430, 560], ['011101001', '水泥砂浆楼地面', 'm²', 32, 48],
    ['010902001', 'SBS 改性沥青防水卷材', 'm²', 48, 72], ['011201001', '墙面一般抹灰', 'm²', 26, 38],
  ],
  water: [
    ['1-1-3', '土方开挖（三类土）', 'm³', 14, 26], ['2-3-1', 'C25 混凝土护坡', 'm³', 480, 620], ['3-2-4', '干砌块石护脚', 'm³', 210, 290],
    ['4-1-2', '土工膜防渗', 'm²', 18, 32], ['5-2-1', '堤身填筑（碾压）', 'm³', 22, 36], ['6-1-1', 'DN800 钢筋混凝土管', 'm', 620, 880],
  ],
};

function itemsFor(title: string): [string, string, string, number, number][] {
  if (/隧道|盾构|地铁|暗挖/.test(title)) return billItems.tunnel!;
  if (/房建|房屋|住宅|装配式|建筑/.test(title)) return billItems.building!;
  if (/水利|河道|堤|港口|码头|管网/.test(title)) return billItems.water!;
  return billItems.road!;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const dayText = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
const daysAfter = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

function meteringLedger(rng: Random, title: string): Sheet[] {
  const items = itemsFor(title);
  const rows = items.map(([code, name, unit, lo, hi], i) => {
    const quantity = rng.int(200, 30000);
    const price = round2(lo + rng.next() * (hi - lo));
    const done = Math.round(quantity * (0.2 + rng.next() * 0.6));
    const period = Math.round(done * (0.1 + rng.next() * 0.3));
    return [i + 1, code, name, unit, quantity, price, period, done, round2(period * price), `${((done / quantity) * 100).toFixed(1)}%`];
  });
  const total = round2(rows.reduce((s, r) => s + (r[8] as number), 0));
  const period = `第 ${rng.int(3, 18)} 期`;
  return [
    { name: '计量支付台账', header: ['序号', '清单编号', '项目名称', '单位', '合同数量', '合同单价(元)', '本期计量数量', '累计计量数量', '本期计量金额(元)', '累计完成比例'], rows: [...rows, ['合计', '', '', '', '', '', '', '', total, '']], widths: [6, 12, 28, 6, 12, 14, 14, 14, 18, 12] },
    { name: '支付汇总', header: ['期次', '本期计量金额(元)', '扣回预付款(元)', '扣留质保金(元)', '本期应付金额(元)'], rows: [[period, total, round2(total * 0.1), round2(total * 0.03), round2(total * 0.87)]], widths: [10, 18, 16, 16, 18] },
  ];
}

function materialLedger(rng: Random, date: Date): Sheet[] {
  const materials: [string, string, string][] = [
    ['钢筋', 'HRB400E Φ25', 't'], ['钢筋', 'HRB400E Φ16', 't'], ['水泥', 'P·O 42.5', 't'], ['碎石', '10-20mm', 'm³'], ['中砂', 'Ⅱ区', 'm³'],
    ['商品混凝土', 'C30', 'm³'], ['沥青', '70# A 级道路石油沥青', 't'], ['防水卷材', 'SBS Ⅱ型 4mm', 'm²'], ['钢绞线', '1×7-15.20-1860', 't'],
  ];
  const suppliers = ['湖南华新建材有限公司', '中建商品混凝土有限公司', '湘钢物资供应公司', '长沙鑫达砂石场', '岳阳石化沥青销售公司'];
  const rows = rng.sample(materials, 7).map(([name, spec, unit], i) => [
    i + 1, dayText(daysAfter(date, -rng.int(1, 60))), name, spec, unit, rng.int(20, 800), rng.pick(suppliers), `JY-${rng.int(2024, 2026)}-${String(rng.int(1, 999)).padStart(3, '0')}`, rng.chance(0.9) ? '合格' : '复检',
  ]);
  return [{ name: '材料进场验收台账', header: ['序号', '进场日期', '材料名称', '规格型号', '单位', '数量', '供应商', '检验批号', '验收结论'], rows, widths: [6, 12, 12, 22, 6, 8, 26, 16, 10] }];
}

function scheduleSheet(rng: Random, date: Date): Sheet[] {
  const works = ['施工准备及临时设施', '测量放样', '路基土石方', '桥梁下部结构', '桥梁上部结构', '路面基层', '沥青面层', '交通安全设施', '绿化及附属工程', '竣工验收资料整理'];
  let start = date;
  const people = ['王建国', '李雪梅', '张伟', '刘洋', '陈志强', '周敏'];
  const rows = works.map((w, i) => {
    const days = rng.int(10, 90);
    const row = [i + 1, w, dayText(start), dayText(daysAfter(start, days)), days, `${rng.int(0, 100)}%`, rng.pick(people)];
    start = daysAfter(start, Math.round(days * 0.7));
    return row;
  });
  return [{ name: '施工进度计划', header: ['序号', '工作内容', '计划开始', '计划完成', '工期(天)', '完成比例', '责任人'], rows, widths: [6, 24, 12, 12, 10, 10, 10] }];
}

function hazardLedger(rng: Random, date: Date): Sheet[] {
  const hazards: [string, string][] = [
    ['临边防护栏杆缺失', '立即设置 1.2m 防护栏杆并挂密目网'], ['配电箱未做重复接地', '补做重复接地，电阻不大于 10Ω'], ['基坑周边堆载超限', '清理堆土至坑边 2m 以外'],
    ['脚手架连墙件不足', '按两步三跨补设连墙件'], ['特种作业人员无证上岗', '停止作业，持证人员到岗'], ['消防器材过期', '更换灭火器并建立检查台账'],
    ['起重吊装无专人指挥', '配备持证信号工'], ['隧道掌子面未超前探测', '按设计进行超前地质预报'],
  ];
  const rows = rng.sample(hazards, 6).map(([h, fix], i) => [i + 1, dayText(daysAfter(date, -rng.int(0, 30))), h, rng.pick(['一般', '一般', '较大']), fix, rng.pick(['王建国', '刘洋', '周敏']), rng.chance(0.8) ? '已整改' : '整改中']);
  return [{ name: '安全隐患排查台账', header: ['序号', '排查日期', '隐患描述', '隐患等级', '整改措施', '责任人', '整改状态'], rows, widths: [6, 12, 28, 10, 36, 10, 10] }];
}

function changeLedger(rng: Random, date: Date): Sheet[] {
  const reasons = ['设计优化', '地质条件变化', '业主要求', '规范调整', '图纸错漏'];
  const rows = Array.from({ length: 6 }, (_, i) => {
    const amount = round2((rng.next() - 0.3) * 800_000);
    return [i + 1, `BG-${String(rng.int(1, 120)).padStart(3, '0')}`, `K${rng.int(1, 28)}+${String(rng.int(0, 999)).padStart(3, '0')} ${rng.pick(['边坡防护', '涵洞接长', '路面结构层', '桥台基础', '排水沟'])}变更`, rng.pick(reasons), amount, dayText(daysAfter(date, -rng.int(5, 200))), rng.pick(['已批复', '审核中', '已批复'])];
  });
  return [{ name: '工程变更台账', header: ['序号', '变更编号', '变更内容', '变更原因', '变更金额(元)', '申报日期', '状态'], rows, widths: [6, 12, 32, 14, 16, 12, 10] }];
}

/** Sheets for a spreadsheet download, chosen by what its title says it is. */
export function sheetsFor(rng: Random, title: string, date: Date): Sheet[] {
  if (/材料|进场/.test(title)) return materialLedger(rng, date);
  if (/进度|计划|工期/.test(title)) return scheduleSheet(rng, date);
  if (/安全|隐患|检查/.test(title)) return hazardLedger(rng, date);
  if (/变更|签证|索赔/.test(title)) return changeLedger(rng, date);
  return meteringLedger(rng, title);
}
