import { count } from 'drizzle-orm';
import type { Database } from './client';
import { productReleases, products, seoTemplates } from './schema';
import { productDrafts } from './factories/product-catalog';
import { createReleaseDrafts } from './factories/product-releases';
import { sanitizeArticleHtml } from '../platform/sanitize';

/**
 * Titles of the product pages (seo module placeholders; spec §1 names a
 * product placeholder). Inserted beside the products so an older site gets
 * them too; existing templates are left as an editor set them.
 */
export const productSeoTemplates = [
  {
    pageName: 'product',
    componentId: '',
    title: '产品中心_计量支付 ERP、GIS+BIM 一体化平台_{companyName}',
    description:
      '{companyName}产品中心：计量支付 ERP、计智宝、GIS+BIM 建设管理一体化平台与计智云工程云，覆盖道路、地铁、房建、港口、水利与铁路工程，免费试用。',
    keywords: '计量支付系统,工程计量支付 ERP,GIS+BIM 平台,工程云,施工计量工具,计智云',
  },
  {
    pageName: 'productDetail',
    componentId: '',
    title: '{product}_{title}_{companyName}',
    description: '{product}：{title}。功能介绍、适用场景、部署方式与客户案例，由{companyName}提供，支持免费试用与预约演示。',
    keywords: '{product},工程计量支付,工程项目管理软件,免费试用',
  },
  {
    pageName: 'productLog',
    componentId: '',
    title: '{product}更新日志_版本发布记录_{companyName}',
    description: '{companyName}{product}更新日志：每个版本的新增功能、体验优化与问题修复，按时间倒序排列，可按产品、年份与关键词查找。',
    keywords: '{product},更新日志,版本更新,发布记录',
  },
  {
    // The landing pages /erp, /treasurepro … (decision 0023): {title} is the landing's headline.
    pageName: 'landing',
    componentId: '',
    title: '{product}_{title}_{companyName}',
    description: '{product}：{title}。适用对象、功能模块、产品界面与客户案例，{companyName}提供免费试用与预约演示。',
    keywords: '{product},工程计量支付,工程项目管理软件,免费试用,预约演示',
  },
  {
    pageName: 'index1',
    componentId: '',
    title: '工程建设项目数字化管理_计量支付 ERP、计智宝、GIS+BIM 平台_{companyName}',
    description: '{companyName}为道路、地铁、房建、港口、水利与铁路工程提供计量支付 ERP、计智宝、GIS+BIM 一体化平台与工程云，免费试用，预约演示。',
    keywords: '工程项目管理软件,计量支付,GIS+BIM,工程云,计智云',
  },
];

/**
 * The four products and their release notes. Call inside the seed's
 * transaction. Skips when products exist (a site seeded before this module
 * keeps what it has). Deterministic for a seed.
 */
export async function seedProducts(db: Database, seed = 20261122): Promise<{ products: number; releases: number }> {
  const [existing] = await db.select({ n: count() }).from(products);
  if (Number(existing?.n ?? 0) > 0) return { products: 0, releases: 0 };

  await db.insert(seoTemplates).values(productSeoTemplates).onConflictDoNothing();
  const inserted = await db
    .insert(products)
    .values(productDrafts.map((p) => ({ ...p, content: sanitizeArticleHtml(p.content) })))
    .returning({ id: products.id, code: products.code });
  const idByCode = new Map(inserted.map((r) => [r.code, r.id]));
  const releases = createReleaseDrafts(seed).map(({ productCode, ...r }) => {
    const productId = idByCode.get(productCode);
    if (productId === undefined) throw new Error(`seed: no product ${productCode}`);
    return { ...r, productId, content: sanitizeArticleHtml(r.content), createdAt: r.releasedAt };
  });
  await db.insert(productReleases).values(releases);
  return { products: inserted.length, releases: releases.length };
}
