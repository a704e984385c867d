import { ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { searchDocuments } from '../../db/schema';
import type { SearchKind } from '../../../common/search/options';
import { segmentQuery } from './segment';

/** A LIKE pattern that matches the text literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The list filters' keyword condition: rows of one kind whose indexed title and body hold every word, through the
 * site search index (GIN on segmented text, see decision 0006) — a LIKE over thousands of rows would cost a
 * sequential scan per request. Standard numbers are indexed joined too, so 'GB50857' finds 'GB 50857-2013'. A keyword
 * without words (punctuation only) falls back to a substring match in the given columns.
 */
export function indexedKeywordCondition(target: { id: AnyColumn; kind: SearchKind; fallback: AnyColumn[] }, keyword: string): SQL {
  const words = segmentQuery(keyword);
  if (words.length === 0) return or(...target.fallback.map((col) => ilike(col, `%${escapeLike(keyword)}%`)))!;
  return inArray(
    target.id,
    sql`(select ${searchDocuments.refId} from ${searchDocuments} where ${searchDocuments.kind} = ${target.kind} and ${searchDocuments.tsv} @@ plainto_tsquery('simple', ${words.join(' ')}))`,
  );
}
