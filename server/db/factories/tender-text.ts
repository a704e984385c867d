/**
 * Notice bodies of the demo tender data, as HTML in the shapes public
 * tendering platforms use: 招标条件 / 项目概况与招标范围 / 投标人资格要求 /
 * 招标文件的获取 / 投标文件的递交 for announcements, a bidder table for
 * opening records, 中标候选人 / 中标人 / 公示期 for results. Contact details are
 * never part of a body: the pages show them from the organisations, and only
 * to logged-in viewers (decision 0013).
 */

export type NoticeContext = {
  projectName: string;
  bidNo: string;
  catNo: string;
  tenderee: string;
  agency: string | null;
  region: string;
  /** Budget in 万元. */
  budgetWan: number;
  days: number;
  scale: string;
  scope: string;
  qualification: string;
  pm: string;
  platform: string;
  source: string;
  supervisor: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** 2026年11月20日 09:30 in China time, whatever the server's zone. */
export function chinaDateTime(d: Date, withTime = true): string {
  const c = new Date(d.getTime() + 8 * 3_600_000);
  const date = `${c.getUTCFullYear()}年${c.getUTCMonth() + 1}月${c.getUTCDate()}日`;
  return withTime ? `${date} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}` : date;
}

const yuan = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wan = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const purchaseCats = new Set(['GOVERNMENT', 'DRUG', 'VACCINE']);
/** Land, mining, property and emission rights are sold by listing (挂牌), not bought. */
export const isRightsTrade = (catNo: string) => !purchaseCats.has(catNo) && catNo !== 'ENGINEERING';

function agencyClause(c: NoticeContext) {
  return c.agency ? `，招标代理机构为${c.agency}` : '';
}

export function announcementHtml(c: NoticeContext, d: { publishedAt: Date; docEnd: Date; deadlineAt: Date; approval: string }): string {
  if (c.catNo === 'ENGINEERING') {
    return [
      '<h3>一、招标条件</h3>',
      `<p>本招标项目${c.projectName}已由${d.approval}批准建设，项目业主为${c.tenderee}，建设资金来自${c.budgetWan > 50000 ? '财政资金及专项债券' : '企业自筹及财政补助资金'}，出资比例为 100%。招标人为${c.tenderee}${agencyClause(c)}。项目已具备招标条件，现对该项目进行公开招标。</p>`,
      '<h3>二、项目概况与招标范围</h3>',
      `<p>2.1 招标编号：${c.bidNo}。</p>`,
      `<p>2.2 建设地点：${c.region}。</p>`,
      `<p>2.3 建设规模：${c.scale}。</p>`,
      `<p>2.4 招标范围：${c.scope}。</p>`,
      '<table><thead><tr><th>标段</th><th>主要内容</th><th>计划工期（日历天）</th><th>估算金额（万元）</th></tr></thead>',
      `<tbody><tr><td>${c.projectName.match(/第[一二三四五六\d]+标段|[A-Z]?\d+标/)?.[0] ?? '一个标段'}</td><td>${c.scope}</td><td>${c.days}</td><td>${wan(c.budgetWan)}</td></tr></tbody></table>`,
      `<p>2.5 计划工期：${c.days} 日历天，具体开工日期以招标人书面通知为准。</p>`,
      `<p>2.6 估算金额：约 ${wan(c.budgetWan)} 万元，最高投标限价在招标文件中公布。</p>`,
      '<h3>三、投标人资格要求</h3>',
      `<p>3.1 投标人须具备${c.qualification}资质，具有有效的安全生产许可证，并在人员、设备、资金等方面具备相应的施工能力。</p>`,
      `<p>3.2 拟派项目经理须具备${c.pm}执业资格，具有有效的安全生产考核合格证书（B 证），且未担任其他在施建设工程项目的项目经理。</p>`,
      '<p>3.3 近五年内完成过至少 1 个类似工程业绩；本次招标不接受联合体投标。</p>',
      '<p>3.4 投标人不得被列入失信被执行人名单、重大税收违法失信主体名单或政府采购严重违法失信行为记录名单。</p>',
      '<h3>四、招标文件的获取</h3>',
      `<p>4.1 凡有意参加投标者，请于 ${chinaDateTime(d.publishedAt)} 至 ${chinaDateTime(d.docEnd)}（北京时间，下同），持 CA 数字证书登录${c.platform}下载电子招标文件。</p>`,
      '<p>4.2 招标文件不收取费用；图纸及工程量清单随招标文件一并发放。</p>',
      '<h3>五、投标文件的递交</h3>',
      `<p>5.1 投标文件递交的截止时间（投标截止时间，下同）为 <strong>${chinaDateTime(d.deadlineAt)}</strong>，投标人应在截止时间前通过${c.platform}递交电子投标文件。</p>`,
      '<p>5.2 逾期送达的投标文件，电子交易平台将予以拒收。本项目采用远程不见面开标，投标人无需到达开标现场。</p>',
      '<h3>六、发布公告的媒介</h3>',
      `<p>本次招标公告同时在中国招标投标公共服务平台、${c.source}上发布。</p>`,
      '<h3>七、监督部门</h3>',
      `<p>本项目的监督部门为${c.supervisor}。</p>`,
    ].join('');
  }
  if (purchaseCats.has(c.catNo)) {
    return [
      '<h3>一、项目基本情况</h3>',
      `<p>项目编号：${c.bidNo}</p>`,
      `<p>项目名称：${c.projectName}</p>`,
      '<p>采购方式：公开招标</p>',
      `<p>预算金额：${wan(c.budgetWan)} 万元（人民币），最高限价同预算金额。</p>`,
      `<p>采购需求：${c.scope}。</p>`,
      `<p>合同履行期限：自合同签订之日起 ${c.days} 日。</p>`,
      '<p>本项目不接受联合体投标，专门面向中小企业采购的份额见招标文件。</p>',
      '<h3>二、申请人的资格要求</h3>',
      '<p>1. 满足《中华人民共和国政府采购法》第二十二条规定；</p>',
      '<p>2. 落实政府采购政策需满足的资格要求：促进中小企业发展、支持监狱企业发展、促进残疾人就业；</p>',
      `<p>3. 本项目的特定资格要求：${c.qualification}。</p>`,
      '<h3>三、获取招标文件</h3>',
      `<p>时间：${chinaDateTime(d.publishedAt, false)}至${chinaDateTime(d.docEnd, false)}，每天上午 09:00 至 12:00，下午 14:30 至 17:30（北京时间，法定节假日除外）。</p>`,
      `<p>方式：登录${c.platform}免费下载。</p>`,
      '<h3>四、提交投标文件截止时间、开标时间和地点</h3>',
      `<p>截止时间及开标时间：<strong>${chinaDateTime(d.deadlineAt)}</strong>（北京时间）。</p>`,
      `<p>地点：${c.platform}（电子开标）。</p>`,
      '<h3>五、公告期限</h3>',
      '<p>自本公告发布之日起 5 个工作日。</p>',
      '<h3>六、其他补充事宜</h3>',
      `<p>采购人：${c.tenderee}${c.agency ? `；采购代理机构：${c.agency}` : ''}。本公告同时在${c.source}发布。</p>`,
    ].join('');
  }
  return [
    '<h3>一、交易标的基本情况</h3>',
    `<p>经${d.approval}批准，${c.tenderee}决定以挂牌方式公开出让（转让）下列标的，现将有关事项公告如下。</p>`,
    '<table><thead><tr><th>标的编号</th><th>标的名称</th><th>位置</th><th>规模</th><th>挂牌起始价（万元）</th></tr></thead>',
    `<tbody><tr><td>${c.bidNo}</td><td>${c.projectName}</td><td>${c.region}</td><td>${c.scale}</td><td>${wan(c.budgetWan)}</td></tr></tbody></table>`,
    '<h3>二、竞买人资格条件</h3>',
    `<p>中华人民共和国境内外的法人、自然人和其他组织均可申请参加（法律法规另有规定的除外），${c.qualification}。</p>`,
    '<h3>三、交易文件的获取</h3>',
    `<p>有意竞买者可于 ${chinaDateTime(d.publishedAt)} 至 ${chinaDateTime(d.docEnd)} 登录${c.platform}获取挂牌出让文件。</p>`,
    '<h3>四、报名与竞买保证金</h3>',
    `<p>报名及竞买保证金到账截止时间为 <strong>${chinaDateTime(d.deadlineAt)}</strong>，竞买保证金为挂牌起始价的 20%。挂牌期满，按价高者得的原则确定竞得人。</p>`,
    '<h3>五、其他事项</h3>',
    `<p>本公告同时在${c.source}发布，未尽事宜以挂牌出让文件为准。</p>`,
  ].join('');
}

export function clarificationHtml(c: NoticeContext, d: { announcedAt: Date; oldDeadline: Date; newDeadline: Date; item: number }): string {
  const moved = d.newDeadline.getTime() !== d.oldDeadline.getTime();
  const changes = [
    moved
      ? `<li>投标（报名）截止时间由 ${chinaDateTime(d.oldDeadline)} 延期至 <strong>${chinaDateTime(d.newDeadline)}</strong>，开标时间相应顺延。</li>`
      : `<li>投标（报名）截止时间不变，仍为 ${chinaDateTime(d.oldDeadline)}。</li>`,
    c.catNo === 'ENGINEERING'
      ? `<li>招标文件第五章工程量清单第 ${d.item} 项子目特征描述有误，更正后的清单随本澄清文件一并发布，投标人应以更正后的清单报价。</li><li>答疑：投标人提出的关于项目经理业绩认定的问题，以招标文件第二章投标人须知前附表第 1.4.1 项为准。</li>`
      : `<li>招标（出让）文件第三章第 ${d.item} 条技术参数（条件）表述调整，详见更正后的文件。</li>`,
  ];
  return [
    '<h3>一、原公告情况</h3>',
    `<p>${c.projectName}（编号：${c.bidNo}）原公告于 ${chinaDateTime(d.announcedAt, false)} 在${c.source}发布。</p>`,
    '<h3>二、澄清（变更）内容</h3>',
    `<ol>${changes.join('')}</ol>`,
    '<h3>三、其他事项</h3>',
    '<p>除上述内容外，原公告及文件其他内容不变。本澄清（变更）文件是招标文件的组成部分，与招标文件具有同等法律效力，请各潜在投标人自行下载查阅。</p>',
  ].join('');
}

export type Bid = { bidder: string; price: number; days: number; manager: string };

export function openingRecordHtml(c: NoticeContext, d: { openedAt: Date; controlPrice: number; bids: Bid[] }): string {
  const rows = d.bids
    .map((b, i) => `<tr><td>${i + 1}</td><td>${b.bidder}</td><td>${yuan(b.price)}</td><td>${b.days}</td><td>合格</td><td>${b.manager}</td></tr>`)
    .join('');
  return [
    '<h3>一、开标信息</h3>',
    `<p>项目名称：${c.projectName}；招标编号：${c.bidNo}。</p>`,
    `<p>开标时间：${chinaDateTime(d.openedAt)}；开标地点：${c.platform}（远程不见面开标）。</p>`,
    `<p>最高投标限价：${yuan(d.controlPrice)} 元；递交投标文件的投标人共 ${d.bids.length} 家，均已按时完成解密。</p>`,
    '<h3>二、投标情况</h3>',
    `<table><thead><tr><th>序号</th><th>投标人</th><th>投标报价（元）</th><th>工期（日历天）</th><th>质量目标</th><th>项目负责人</th></tr></thead><tbody>${rows}</tbody></table>`,
    '<p>以上开标记录由电子交易平台自动生成，投标人对开标有异议的，应当在开标现场（线上）提出。</p>',
  ].join('');
}

export function resultHtml(c: NoticeContext, d: { publishedAt: Date; candidates: Bid[]; until: Date }): string {
  const winner = d.candidates[0]!;
  if (isRightsTrade(c.catNo)) {
    return [
      '<h3>一、成交结果</h3>',
      `<table><thead><tr><th>标的名称</th><th>竞得人</th><th>成交价（元）</th></tr></thead><tbody><tr><td>${c.projectName}</td><td>${winner.bidder}</td><td>${yuan(winner.price)}</td></tr></tbody></table>`,
      `<p>本次挂牌期内共有 ${d.candidates.length} 家竞买人报名，经网上限时竞价，${winner.bidder}以 ${yuan(winner.price)} 元竞得。</p>`,
      '<h3>二、公示期</h3>',
      `<p>公示期为 ${chinaDateTime(d.publishedAt, false)} 至 ${chinaDateTime(d.until, false)}。对成交结果有异议的，请于公示期内以书面形式向出让人提出。</p>`,
    ].join('');
  }
  const rows = d.candidates
    .map((b, i) => `<tr><td>第${['一', '二', '三'][i]}名</td><td>${b.bidder}</td><td>${yuan(b.price)}</td><td>${b.days}</td><td>${b.manager}</td></tr>`)
    .join('');
  return [
    '<h3>一、中标候选人</h3>',
    `<table><thead><tr><th>排名</th><th>中标候选人</th><th>投标报价（元）</th><th>工期（日历天）</th><th>项目负责人</th></tr></thead><tbody>${rows}</tbody></table>`,
    '<h3>二、中标人</h3>',
    `<p>经评标委员会评审并经招标人确认，${c.projectName}的中标人为 <strong>${winner.bidder}</strong>，中标金额 <strong>${yuan(winner.price)} 元</strong>，工期 ${winner.days} 日历天，项目负责人 ${winner.manager}。</p>`,
    '<h3>三、公示期</h3>',
    `<p>公示期为 ${chinaDateTime(d.publishedAt, false)} 至 ${chinaDateTime(d.until, false)}（不少于 3 日）。投标人或者其他利害关系人对评标结果有异议的，应当在公示期间向招标人提出；对异议答复不满意的，可向监督部门投诉。</p>`,
    '<h3>四、监督部门</h3>',
    `<p>本项目的监督部门为${c.supervisor}。</p>`,
  ].join('');
}
