import { escapeHtml } from './template-fill';
import { createRandom, deriveSeed, type Random } from './random';
import { helpColumnSeedA, type HelpChildSeed, type HelpColumnSeed } from './help-topics';
import { helpColumnSeedB } from './help-topics-erp';
import { helpColumnSeedC } from './help-topics-site';

export const helpColumnSeed: HelpColumnSeed[] = [...helpColumnSeedA, ...helpColumnSeedB, ...helpColumnSeedC];

export type HelpTopic =
  | { kind: 'how'; title: string; steps: string[] }
  | { kind: 'faq'; title: string; causes: string[]; steps: string[] }
  | { kind: 'intro'; title: string; points: string[] }
  | { kind: 'qa'; title: string; answer: string; steps: string[] };

/** Reads one topic line of help-topics*.ts. */
export function parseTopic(line: string): HelpTopic {
  const [kind, title, ...rest] = line.split('|');
  if (!title) throw new Error(`help topic without a title: ${line}`);
  const list = (text: string | undefined) => (text ?? '').split('；').map((s) => s.trim()).filter(Boolean);
  switch (kind) {
    case 'how':
      return { kind, title, steps: rest };
    case 'faq':
      return { kind, title, causes: list(rest[0]), steps: rest.slice(1) };
    case 'intro':
      return { kind, title, points: rest };
    case 'qa':
      return { kind, title, answer: rest[0] ?? '', steps: rest.slice(1).flatMap(list) };
    default:
      throw new Error(`unknown help topic kind ${kind}: ${line}`);
  }
}

export type HelpArticleDraft = {
  rootIndex: number;
  childIndex: number;
  resNumber: string;
  title: string;
  content: string;
  sort: number;
  readCount: number;
  helpfulCount: number;
  unhelpfulCount: number;
  publishDate: Date;
};

const roles = ['建设单位（业主）', '施工单位', '监理单位', '造价咨询单位', '跟踪审计单位'];
const projectKinds = ['市政道路', '地铁', '隧道', '房屋建筑', '水利', '港口', '铁路'];
const generalNotes = [
  '操作前请确认当前所在项目与标段正确，页面顶部会显示当前项目名称。',
  '如看不到文中提到的菜单，说明当前账号没有相应权限，请联系项目管理员在「项目成员」中分配角色。',
  '所有提交审批的单据都会保留操作记录，可在单据详情的「操作日志」中查看。',
  '建议使用最新版 Chrome 或 Edge 浏览器，以获得最佳体验。',
  '数据保存后会实时同步到移动端 App，现场人员无需重复录入。',
  '涉及金额的数据请以审批通过后的单据为准，草稿中的数据不会进入台账。',
];
const productNotes: Record<string, string[]> = {
  '计量支付 ERP': ['计量数据以合同清单为基础，清单审批通过前不能发起计量。', '审批中的单据被退回后会回到提交人的待办中，修改后可再次提交。', '同一计量期同一清单项只能出现一次，多次完成量请合并填写。'],
  'GIS+BIM 项目管理平台': ['三维场景对显卡要求较高，建议使用独立显卡电脑。', '模型更新后请重新校验构件挂接关系。'],
  智慧工地平台: ['设备数据每 30 秒刷新一次，离线超过 10 分钟会触发离线告警。', '人员实名信息涉及个人隐私，仅项目劳务管理员可导出。'],
  '计智云 App': ['App 与电脑端使用同一账号，数据实时互通。', '建议在设置中开启“仅 Wi-Fi 下上传原图”以节省流量。'],
  计智云开放平台: ['AppSecret 等同于密码，请勿写入前端代码或提交到代码仓库。', '正式环境的调用频率默认每个应用每秒 20 次。'],
};

const ol = (items: string[]) => `<ol>${items.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>`;
const ul = (items: string[]) => `<ul>${items.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`;
/** 「合同管理」→「合同清单」: the menu path as the product writes it. */
const menuPath = (menu: string) => menu.split('>').map((m) => `「${escapeHtml(m.trim())}」`).join(' → ');
const subject = (title: string) => title.replace(/^如何/, '').replace(/[？?]$/, '');
const contact = '<p>如按以上步骤仍未解决，可点击页面右侧的“在线咨询”，或拨打服务热线 <strong>400-965-0588</strong>，技术支持工程师会协助处理。</p>';

/** The HTML body of one help article, deterministic for `rng`. */
export function helpArticleBody(topic: HelpTopic, column: HelpColumnSeed, child: HelpChildSeed, rng: Random): string {
  const who = rng.sample(roles, rng.int(2, 3)).join('、');
  const notes = [...rng.sample(productNotes[column.product] ?? [], 1), ...rng.sample(generalNotes, rng.int(1, 2))];
  const entry = `<p>登录${escapeHtml(column.product)}后，依次进入${menuPath(child.menu)}。</p>`;
  switch (topic.kind) {
    case 'how':
      return [
        `<p>本文介绍在${escapeHtml(column.product)}中${escapeHtml(subject(topic.title))}的方法，适用于${escapeHtml(who)}的相关人员，${escapeHtml(rng.sample(projectKinds, 2).join('、'))}等各类项目操作相同。</p>`,
        '<h3>操作入口</h3>',
        entry,
        '<h3>操作步骤</h3>',
        ol(topic.steps),
        '<h3>注意事项</h3>',
        ul(notes),
        contact,
      ].join('');
    case 'faq': {
      const quoted = /提示“([^”]+)”/.exec(topic.title)?.[1];
      const symptom = quoted
        ? `系统提示“${quoted}”，操作无法继续。`
        : topic.title.endsWith('怎么办？')
          ? `${topic.title.slice(0, -4)}，影响正常工作。`
          : `常有用户问到：${topic.title}`;
      return [
        '<h3>问题现象</h3>',
        `<p>在${menuPath(child.menu)}中操作时，${escapeHtml(symptom)}</p>`,
        '<h3>可能原因</h3>',
        ul(topic.causes),
        '<h3>解决方法</h3>',
        ol(topic.steps),
        `<blockquote>提示：${escapeHtml(notes[0]!)}</blockquote>`,
        '<h3>仍未解决？</h3>',
        contact,
      ].join('');
    }
    case 'intro':
      return [
        `<p>${escapeHtml(column.intro)}本文概括介绍${escapeHtml(subject(topic.title))}，帮助${escapeHtml(who)}快速了解可以做什么、从哪里开始。</p>`,
        '<h3>主要内容</h3>',
        ul(topic.points),
        '<h3>从哪里开始</h3>',
        entry,
        `<p>更多操作请查看“${escapeHtml(child.name)}”栏目下的其他文章。</p>`,
      ].join('');
    case 'qa':
      return [
        `<p>${escapeHtml(topic.answer)}</p>`,
        ...(topic.steps.length > 0 ? ['<h3>办理步骤</h3>', ol(topic.steps)] : []),
        '<h3>相关说明</h3>',
        ul(notes.slice(0, 2)),
        contact,
      ].join('');
  }
}

const DAY = 86_400_000;
/** Dates run back from a fixed day so a seed gives the same content whenever it runs. */
const ANCHOR = Date.UTC(2026, 10, 15, 2);

/**
 * Every help article of the demo content, in column order, numbered H10001,
 * H10002, … Reads follow a long tail (a few questions are asked very often).
 */
export function createHelpArticleDrafts(seed: number): HelpArticleDraft[] {
  const drafts: HelpArticleDraft[] = [];
  helpColumnSeed.forEach((column, rootIndex) => {
    column.children.forEach((child, childIndex) => {
      child.topics.forEach((line, sort) => {
        const rng = createRandom(deriveSeed(seed, 'help', column.name, child.name, sort));
        const topic = parseTopic(line);
        const readCount = Math.round(60 + 12000 * rng.next() ** 3 + (topic.kind === 'faq' ? 800 : 0));
        drafts.push({
          rootIndex,
          childIndex,
          resNumber: `H${10001 + drafts.length}`,
          title: topic.title,
          content: helpArticleBody(topic, column, child, rng),
          sort: sort + 1,
          readCount,
          helpfulCount: Math.round(readCount * (0.04 + 0.08 * rng.next())),
          unhelpfulCount: Math.round(readCount * 0.01 * rng.next()),
          publishDate: new Date(ANCHOR - rng.int(3, 700) * DAY),
        });
      });
    });
  });
  return drafts;
}
