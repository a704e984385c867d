import type { SectorKey } from './article-phrases';
import { caseText } from './article-text-case';
import { companyText, honorText } from './article-text-company';
import { priceText, quotaText } from './article-text-cost';
import { bimText, gisText } from './article-text-bim-gis';
import { localText, marketText } from './article-text-industry';
import { auditText, changeText, meteringText } from './article-text-metering';
import { policyText } from './article-text-policy';
import { featureText, releaseText } from './article-text-product';
import { qualityText, safetyText } from './article-text-safety';
import { digitalText, siteText } from './article-text-site';
import type { FamilyText } from './article-text-types';
import { urbanText } from './article-text-urban';

/** Which text table, sectors and options each column's articles use. */
export type ColumnProfile =
  | { kind: 'standard'; text: FamilyText; sectors?: SectorKey[]; meteringPolicyOnly?: boolean; titleSuffix?: 'lot' }
  | { kind: 'faq' }
  | { kind: 'guide' };

const standard = (text: FamilyText, sectors?: SectorKey[], extra: { meteringPolicyOnly?: boolean; titleSuffix?: 'lot' } = {}): ColumnProfile => ({
  kind: 'standard',
  text,
  sectors,
  ...extra,
});

const linear: SectorKey[] = ['road', 'rail', 'railway', 'water', 'tunnel'];

export const columnProfiles: Record<string, ColumnProfile> = {
  政策解读: standard(policyText),
  市场观察: standard(marketText),
  地方资讯: standard(localText),
  公司动态: standard(companyText),
  荣誉资质: standard(honorText),
  版本更新: standard(releaseText),
  功能介绍: standard(featureText),
  市政道路: standard(caseText, ['road', 'road', 'tunnel'], { titleSuffix: 'lot' }),
  轨道交通: standard(caseText, ['rail', 'rail', 'railway'], { titleSuffix: 'lot' }),
  房屋建筑: standard(caseText, ['building'], { titleSuffix: 'lot' }),
  水利港口: standard(caseText, ['water', 'port'], { titleSuffix: 'lot' }),
  'BIM 应用': standard(bimText),
  'GIS 平台': standard(gisText, linear),
  智慧工地: standard(siteText),
  计量实务: standard(meteringText),
  变更管理: standard(changeText),
  结算审计: standard(auditText),
  定额解读: standard(quotaText),
  材料价格: standard(priceText),
  安全生产: standard(safetyText),
  质量管理: standard(qualityText),
  操作指南: { kind: 'guide' },
  常见问题: { kind: 'faq' },
  智慧工地建设专题: standard(siteText),
  工程数字化转型: standard(digitalText),
  计量支付规范解读: standard(policyText, undefined, { meteringPolicyOnly: true }),
  轨道交通建设: standard(caseText, ['rail', 'rail', 'railway'], { titleSuffix: 'lot' }),
  城市更新: standard(urbanText, ['road']),
  水利工程高质量发展: standard(caseText, ['water'], { titleSuffix: 'lot' }),
};

/** Columns added later by editors get market-style industry news. */
export function profileOf(columnName: string): ColumnProfile {
  return columnProfiles[columnName] ?? standard(marketText);
}
