import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { productReleases, products } from '../../db/schema';
import { escapeLike } from '../search/keyword-condition';

/** What the release log may be narrowed by; `undefined` means "all". */
export type ReleaseFilter = {
  productId?: number;
  /** A calendar year in China (UTC+8). */
  year?: number;
  /** Every term must appear in the version, the title or the text of the notes. */
  terms?: string[];
};

/**
 * The searchable text of a release: version, title and the notes without their tags and
 * without the 新增 / 优化 / 修复 headings (every release has them: 优化 would find all).
 * A few hundred rows: a sequential ILIKE costs well under a millisecond (decision 0014).
 */
const searchableText = sql`(${productReleases.version} || ' ' || ${productReleases.title} || ' ' || regexp_replace(regexp_replace(${productReleases.content}, '<h4>[^<]*</h4>', ' ', 'g'), '<[^>]*>', ' ', 'g'))`;

/** Start of a China calendar year, as an instant. */
const chinaYearStart = (year: number) => new Date(Date.UTC(year, 0, 1) - 8 * 3_600_000);

function whereOf(f: ReleaseFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.productId) conditions.push(eq(productReleases.productId, f.productId));
  if (f.year) conditions.push(gte(productReleases.releasedAt, chinaYearStart(f.year)), lt(productReleases.releasedAt, chinaYearStart(f.year + 1)));
  for (const term of f.terms ?? []) conditions.push(sql`${searchableText} ilike ${`%${escapeLike(term)}%`}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const productFields = {
  id: products.id,
  code: products.code,
  name: products.name,
  slogan: products.slogan,
  summary: products.summary,
  coverUrl: products.coverUrl,
  loginPath: products.loginPath,
  features: products.features,
  sort: products.sort,
};

const releaseFields = {
  id: productReleases.id,
  productId: productReleases.productId,
  version: productReleases.version,
  title: productReleases.title,
  content: productReleases.content,
  releasedAt: productReleases.releasedAt,
};

export type ProductRow = Awaited<ReturnType<ProductRepo['listProducts']>>[number];
export type ProductDetailRow = NonNullable<Awaited<ReturnType<ProductRepo['findProduct']>>>;
export type ReleaseRow = Awaited<ReturnType<ProductRepo['listReleases']>>[number];

/** Drizzle queries of products and their release notes. */
export function createProductRepo(db: Database) {
  return {
    listProducts: () => db.select(productFields).from(products).orderBy(asc(products.sort), asc(products.id)),
    findProduct: (by: { id: number } | { code: string }) =>
      db
        .select({ ...productFields, content: products.content, updatedAt: products.updatedAt })
        .from(products)
        .where('id' in by ? eq(products.id, by.id) : eq(products.code, by.code))
        .limit(1)
        .then((rows) => rows[0]),
    listReleases(f: ReleaseFilter, limit: number, offset: number) {
      return db
        .select(releaseFields)
        .from(productReleases)
        .where(whereOf(f))
        .orderBy(desc(productReleases.releasedAt), desc(productReleases.id))
        .limit(limit)
        .offset(offset);
    },
    countReleases: (f: ReleaseFilter) =>
      db
        .select({ n: count() })
        .from(productReleases)
        .where(whereOf(f))
        .then((rows) => Number(rows[0]?.n ?? 0)),
    /** Number of releases and the newest version of each product that has any. */
    releaseSummaries() {
      return db
        .execute(
          sql`select distinct on (product_id) product_id as "productId", version, released_at as "releasedAt",
                count(*) over (partition by product_id)::int as n
              from ${productReleases}
              order by product_id, released_at desc, id desc`,
        )
        .then((result) =>
          rowsOf<{ productId: number; version: string; releasedAt: string | Date; n: number }>(result).map((r) => ({
            productId: Number(r.productId),
            version: r.version,
            releasedAt: new Date(r.releasedAt),
            count: Number(r.n),
          })),
        );
    },
    /** Releases per China calendar year under the filter (without its year), newest year first. */
    countByYear(f: Omit<ReleaseFilter, 'year'>) {
      // UTC plus eight hours rather than a zone name: China has no daylight saving and every build knows UTC.
      const year = sql<number>`extract(year from (${productReleases.releasedAt} at time zone 'UTC') + interval '8 hours')::int`;
      return db
        .select({ year, n: count() })
        .from(productReleases)
        .where(whereOf(f))
        .groupBy(year)
        .orderBy(desc(year))
        .then((rows) => rows.map((r) => ({ year: Number(r.year), count: Number(r.n) })));
    },
  };
}

export type ProductRepo = ReturnType<typeof createProductRepo>;
