import { createTestApp, type TestApp } from './test-app';
import { apiPoster } from './viewer-fixtures';
import type { Database } from '../db/client';
import { insertTenderDrafts } from '../db/seed-tender';
import type { TenderNoticeDraft, TenderOrgDraft, TenderProjectDraft } from '../db/factories/tender-drafts';

/**
 * Four projects, seven notices and four organisations with known dates, budgets and
 * contacts, for the tender API tests: what each assertion counts is written here.
 */

export const DAY = 86_400_000;
export const day = (d: number) => new Date(Date.now() + d * DAY);
const org = (name: string, kind: 'TENDEREE' | 'AGENCY', cityCode: string, phone: string): TenderOrgDraft => ({
  name,
  kind,
  provinceCode: `${cityCode.slice(0, 2)}0000`,
  cityCode,
  contact: '刘工',
  phone,
  address: '湖南省长沙市雨花区万家丽中路二段 88 号',
});
const notice = (infoType: TenderNoticeDraft['infoType'], title: string, at: number, extra: Partial<TenderNoticeDraft> = {}): TenderNoticeDraft => ({
  infoType,
  title,
  content: `<h3>一、招标条件</h3><p>${title}已具备招标条件。</p>`,
  publishedAt: day(at),
  deadlineAt: null,
  winner: null,
  winningAmount: null,
  source: '全国公共资源交易平台（湖南省）',
  ...extra,
});

const orgs = [
  org('长沙市轨道交通集团有限公司', 'TENDEREE', '430100', '0731-85621437'),
  org('湖南省招标有限责任公司', 'AGENCY', '430100', '0731-84412345'),
  org('武汉地铁集团有限公司', 'TENDEREE', '420100', '027-85556789'),
  org('中南大学', 'TENDEREE', '430100', '0731-88876543'),
];
export const p1 = '长沙地铁7号线一期工程土建施工第三标段';
const projects: TenderProjectDraft[] = [
  {
    bidNo: 'CSGD-2026-0153',
    name: p1,
    catNo: 'ENGINEERING',
    projectType: 'SUBWAY',
    provinceCode: '430000',
    cityCode: '430100',
    budget: 1_234_567_800,
    tenderee: '长沙市轨道交通集团有限公司',
    agency: '湖南省招标有限责任公司',
    notices: [
      notice('ANNOUNCEMENT', `${p1}招标公告`, -40, { deadlineAt: day(-15) }),
      notice('CLARIFIES', `${p1}澄清与变更公告`, -33, { deadlineAt: day(-15) }),
      notice('BID_OPENING_RECORD', `${p1}开标记录`, -15),
      notice('TRADING_RESULTS', `${p1}中标结果公示`, -10, { winner: '中铁五局集团有限公司', winningAmount: 1_101_000_000 }),
    ],
  },
  {
    bidNo: 'CSGD-2026-0160',
    name: '长沙地铁6号线东延线工程施工监理',
    catNo: 'ENGINEERING',
    projectType: 'SUBWAY',
    provinceCode: '430000',
    cityCode: '430100',
    budget: 38_000_000,
    tenderee: '长沙市轨道交通集团有限公司',
    agency: null,
    notices: [notice('ANNOUNCEMENT', '长沙地铁6号线东延线工程施工监理招标公告', -1, { deadlineAt: day(20) })],
  },
  {
    bidNo: 'WHDT-2026-0031',
    name: '武汉地铁12号线盾构区间施工',
    catNo: 'ENGINEERING',
    projectType: 'TUNNEL',
    provinceCode: '420000',
    cityCode: '420100',
    budget: 560_000_000,
    tenderee: '武汉地铁集团有限公司',
    agency: null,
    notices: [notice('ANNOUNCEMENT', '武汉地铁12号线盾构区间施工招标公告', -200, { deadlineAt: day(-180) })],
  },
  {
    bidNo: 'ZNDX-2026-0012',
    name: '中南大学工程项目管理信息系统采购项目',
    catNo: 'GOVERNMENT',
    projectType: 'COMMON',
    provinceCode: '430000',
    cityCode: '430100',
    budget: 1_860_000,
    tenderee: '中南大学',
    agency: null,
    notices: [
      notice('ANNOUNCEMENT', '中南大学工程项目管理信息系统采购项目公开招标公告', -2, {
        deadlineAt: day(18),
        content: '<h3>一、项目基本情况</h3><p>预算金额：186.00 万元</p><script>alert(1)</script>',
      }),
    ],
  },
];

export type Item = { id: number; title: string };

/** A test app holding the tender fixture, with helpers to call /ai/pub/bid/* and to find a notice's id by title. */
export async function openTenderTestApp() {
  const t: TestApp = await createTestApp();
  const post = apiPoster(t);
  const bid = (path: string, payload: object = {}, cookie?: string) => post(`/ai/pub/bid/${path}`, payload, cookie).then((r) => r.json());
  const titles = async (payload: object) => (await bid('listPaged', payload)).records.map((r: Item) => r.title);
  const idOf = new Map<string, number>();
  // The fixture is history, not news: nothing is queued for subscription matching.
  await t.db.transaction((tx) => insertTenderDrafts(tx as unknown as Database, { orgs, projects }, { alert: false }));
  const all = await bid('listPaged', { size: 100 });
  for (const r of all.records as Item[]) idOf.set(r.title, r.id);
  return { t, post, bid, titles, idOf };
}
