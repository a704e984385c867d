/**
 * The similarity self-check of a tender draft against the user's earlier
 * bids (issue 16 item 3): the share of a chapter's 8-character runs that also
 * occur in one earlier chapter. Punctuation, spaces and the clause codes are
 * left out, so a reformatted copy still counts as a copy; the offline label
 * and the fact-sheet line every chapter shares are not compared.
 */
const RUN = 8;
/** From this share up a chapter is reported as copied. */
export const SIMILARITY_WARNING = 0.5;

const SHARED_LINES = /^【离线草稿】.*$|^本章依据项目信息表编写.*$/gm;

function runsOf(text: string): Set<string> {
  const clean = text
    .replace(SHARED_LINES, '')
    .replace(/【R\d+】/g, '')
    .replace(/[\s\p{P}\p{S}]/gu, '');
  const runs = new Set<string>();
  for (let i = 0; i + RUN <= clean.length; i++) runs.add(clean.slice(i, i + RUN));
  return runs;
}

/** The share (0–1) of `text`'s runs found in `earlier`; 0 for texts too short to judge. */
export function overlap(text: string, earlier: string): number {
  const mine = runsOf(text);
  if (mine.size < 20) return 0;
  const theirs = runsOf(earlier);
  let shared = 0;
  for (const r of mine) if (theirs.has(r)) shared++;
  return shared / mine.size;
}

export type SimilarityWarning = { chapterKey: string; draftId: number; draftTitle: string; ratio: number };

/** For each written chapter, the earlier chapter it overlaps most, when that is at least SIMILARITY_WARNING. */
export function similarityWarnings(
  chapters: { key: string; content: string }[],
  earlier: { id: number; title: string; chapters: { content: string }[] }[],
): SimilarityWarning[] {
  const out: SimilarityWarning[] = [];
  for (const c of chapters) {
    if (!c.content.trim()) continue;
    let best: SimilarityWarning | undefined;
    for (const d of earlier) {
      for (const e of d.chapters) {
        if (!e.content.trim()) continue;
        const ratio = overlap(c.content, e.content);
        if (ratio >= SIMILARITY_WARNING && (!best || ratio > best.ratio)) best = { chapterKey: c.key, draftId: d.id, draftTitle: d.title, ratio: Math.round(ratio * 100) / 100 };
      }
    }
    if (best) out.push(best);
  }
  return out;
}
