/**
 * Text taken out of a PDF made with Noto CJK or Source Han fonts often names
 * the radical rather than the character: 项⽬ (U+2F6C KANGXI RADICAL EYE) for
 * 项目, ⻓沙 (U+2ED3) for 长沙. Those fonts draw both with one glyph, and the
 * PDF's ToUnicode map picks the radical. Searching and matching then miss the
 * words, and a clause such as 招标⼈： no longer reads as a label.
 * Kangxi radicals have a compatibility decomposition to the character (NFKC);
 * the simplified radicals of the supplement that are whole characters do not,
 * and are mapped here by hand. Radicals that are only components (⻈ 讠,
 * ⻐ 钅) are left as they are.
 */
const supplement: Record<string, string> = {
  '\u2E9F': '母',
  '\u2EC5': '见',
  '\u2EC6': '角',
  '\u2EC9': '贝',
  '\u2ECB': '车',
  '\u2ED3': '长',
  '\u2ED4': '门',
  '\u2ED9': '韦',
  '\u2EDA': '页',
  '\u2EDB': '风',
  '\u2EDC': '飞',
  '\u2EE2': '马',
  '\u2EE5': '鱼',
  '\u2EE6': '鸟',
  '\u2EE7': '卤',
  '\u2EE8': '麦',
  '\u2EE9': '黄',
  '\u2EEA': '黾',
  '\u2EEC': '齐',
  '\u2EEE': '齿',
  '\u2EF0': '龙',
  '\u2EF3': '龟',
};

const RADICAL = /[\u2E80-\u2EF3\u2F00-\u2FD5]/g;

/** The text with CJK radicals that stand for whole characters written as those characters. */
export function unifyCjkRadicals(text: string): string {
  return text.replace(RADICAL, (radical) => supplement[radical] ?? (radical >= '\u2F00' ? radical.normalize('NFKC') : radical));
}
