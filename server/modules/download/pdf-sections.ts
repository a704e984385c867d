import { htmlToText } from '../../platform/sanitize';

export type PdfSection = { heading: string; paragraphs: string[] };

/** Sanitised article HTML as PDF sections: each h3 starts one, paragraphs and list items become its lines. */
export function sectionsOfHtml(html: string): PdfSection[] {
  const sections: PdfSection[] = [];
  for (const part of html.split(/(?=<h3[\s>])/i)) {
    const head = /<h3[^>]*>([\s\S]*?)<\/h3>/i.exec(part);
    const rest = head ? part.replace(head[0], '') : part;
    const paragraphs = rest
      .split(/<\/(?:p|li|h4|blockquote|tr|div)>/i)
      .map((chunk) => htmlToText(chunk))
      .filter(Boolean);
    const heading = head ? htmlToText(head[1]!) : '';
    if (heading || paragraphs.length > 0) sections.push({ heading, paragraphs });
  }
  return sections;
}
