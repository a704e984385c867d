import { AppError } from '../../errors';
import type { Database } from '../../db/client';
import { productReleases } from '../../db/schema';
import type { ContentEvents } from '../../platform/content-events';
import { createCountCache } from '../../platform/count-cache';
import { offsetOf, toPage } from '../../platform/pagination';
import { sanitizeArticleHtml } from '../../platform/sanitize';
import { PRODUCT_LATEST_RELEASES } from '../../../common/product/options';
import type { ProductDetail, ProductGetRequest, ProductItem, ReleaseItem, ReleaseListRequest, ReleasePage } from '../../../common/product/schemas';
import { createProductRepo, type ProductRow, type ReleaseFilter, type ReleaseRow } from './repo';
import { markHtml, markText, releaseSearchTerms } from './keywords';

/** A product by id (a number or digits) or code (any case). */
type ProductRef = ProductGetRequest['id'];

export type NewRelease = { productCode: string; version: string; title: string; content: string; releasedAt: Date };

const COUNT_CACHE_LIMIT = 500;
const NOT_FOUND = '产品不存在或已下线';

export type ProductService = ReturnType<typeof createProductService>;

export function createProductService({ db, events }: { db: Database; events: ContentEvents }) {
  const repo = createProductRepo(db);
  // Totals per filter (keywords included), dropped whenever products or releases change.
  const countOf = createCountCache(events, { limit: COUNT_CACHE_LIMIT, scopes: ['product'] });
  const cachedCount = (filter: ReleaseFilter) => countOf(JSON.stringify(filter), () => repo.countReleases(filter));

  // Four products that change a few times a year: read once, dropped on change.
  let catalogue: Promise<ProductItem[]> | undefined;
  events.onChanged((scope) => {
    if (scope === 'product' || scope === 'all') catalogue = undefined;
  });
  const loadCatalogue = () =>
    (catalogue ??= Promise.all([repo.listProducts(), repo.releaseSummaries()])
      .then(([rows, summaries]) => {
        const byProduct = new Map(summaries.map((s) => [s.productId, s]));
        return rows.map((r) => toItem(r, byProduct.get(r.id)));
      })
      .catch((e: unknown) => {
        catalogue = undefined;
        throw e;
      }));

  /** The product a reference names, or a 40400. Ids and codes are told apart by their form. */
  async function resolve(ref: ProductRef): Promise<ProductItem> {
    const all = await loadCatalogue();
    const text = String(ref).trim();
    const found = /^\d+$/.test(text) ? all.find((p) => p.id === Number(text)) : all.find((p) => p.code === text.toUpperCase());
    if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
    return found;
  }

  const toRelease = (r: ReleaseRow, product: ProductItem | undefined, terms: string[]): ReleaseItem => ({
    id: r.id,
    productId: r.productId,
    productCode: product?.code ?? '',
    productName: product?.name ?? '',
    version: r.version,
    title: r.title,
    content: r.content,
    releasedAt: r.releasedAt.toISOString(),
    titleHtml: markText(r.title, terms),
    contentHtml: markHtml(r.content, terms),
  });

  return {
    /** The products in display order, each with its number of releases and newest version. */
    list: (): Promise<ProductItem[]> => loadCatalogue(),

    /** A product by id or code, with its newest releases. */
    async get({ id }: ProductGetRequest): Promise<ProductDetail> {
      const item = await resolve(id);
      const [row, releases] = await Promise.all([repo.findProduct({ id: item.id }), repo.listReleases({ productId: item.id }, PRODUCT_LATEST_RELEASES, 0)]);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      return { ...item, content: row.content, features: row.features, releases: releases.map((r) => toRelease(r, item, [])) };
    },

    /**
     * A page of the release log, newest first, with the year counts of the
     * same filter (its year aside). A page past the last is refused; page 1
     * of an empty result is a normal empty page.
     */
    async listReleases(options: ReleaseListRequest): Promise<ReleasePage> {
      const all = await loadCatalogue();
      const isAll = options.productId === undefined || String(options.productId).toUpperCase() === 'ALL';
      const product = isAll ? undefined : await resolve(options.productId!);
      const terms = options.keywords?.trim() ? releaseSearchTerms(options.keywords) : [];
      const base: ReleaseFilter = { productId: product?.id, terms: terms.length > 0 ? terms : undefined };
      const filter: ReleaseFilter = { ...base, year: options.year };
      const [total, years] = await Promise.all([cachedCount(filter), repo.countByYear(base)]);
      const pages = Math.ceil(total / options.size);
      if (options.current > 1 && options.current > pages) throw new AppError('NOT_FOUND', `页码超出范围，共 ${pages} 页`);
      const rows = total === 0 ? [] : await repo.listReleases(filter, options.size, offsetOf(options.current, options.size));
      const byId = new Map(all.map((p) => [p.id, p]));
      return {
        ...toPage({ current: options.current, size: options.size, total, records: rows.map((r) => toRelease(r, byId.get(r.productId), terms)) }),
        terms,
        years,
      };
    },

    /** Publishes a release: the notes are sanitised on write. */
    async createRelease(input: NewRelease): Promise<number> {
      const product = await resolve(input.productCode);
      const [row] = await db
        .insert(productReleases)
        .values({
          productId: product.id,
          version: input.version.trim(),
          title: input.title.trim(),
          content: sanitizeArticleHtml(input.content),
          releasedAt: input.releasedAt,
        })
        .onConflictDoNothing()
        .returning({ id: productReleases.id });
      if (!row) throw new AppError('BUSINESS', `${product.name} 已有版本 ${input.version}`);
      await events.changed('product');
      return row.id;
    },
  };
}

function toItem(r: ProductRow, summary: { version: string; releasedAt: Date; count: number } | undefined): ProductItem {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    slogan: r.slogan,
    summary: r.summary,
    coverUrl: r.coverUrl,
    loginPath: r.loginPath,
    releaseCount: summary?.count ?? 0,
    latestVersion: summary?.version ?? null,
    latestReleasedAt: summary?.releasedAt.toISOString() ?? null,
  };
}
