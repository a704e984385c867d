import { strToU8, zipSync, type Zippable } from 'fflate';

/** Characters XML 1.0 refuses outright (C0 controls other than tab, LF, CR; lone surrogates; U+FFFE/FFFF). */
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text for element content or a double-quoted attribute. */
export function xmlText(text: string): string {
  return text.replace(INVALID_XML, '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export const NS = {
  contentTypes: 'http://schemas.openxmlformats.org/package/2006/content-types',
  packageRels: 'http://schemas.openxmlformats.org/package/2006/relationships',
  officeRels: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  coreProps: 'http://schemas.openxmlformats.org/package/2006/metadata/core-properties',
  drawing: 'http://schemas.openxmlformats.org/drawingml/2006/main',
} as const;

export const REL = {
  officeDocument: `${NS.officeRels}/officeDocument`,
  coreProps: 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
  styles: `${NS.officeRels}/styles`,
  worksheet: `${NS.officeRels}/worksheet`,
  slide: `${NS.officeRels}/slide`,
  slideMaster: `${NS.officeRels}/slideMaster`,
  slideLayout: `${NS.officeRels}/slideLayout`,
  theme: `${NS.officeRels}/theme`,
} as const;

export type Relationship = { id: string; type: string; target: string };

export function relationshipsXml(rels: Relationship[]): string {
  const items = rels.map((r) => `<Relationship Id="${r.id}" Type="${r.type}" Target="${xmlText(r.target)}"/>`).join('');
  return `${XML_HEAD}<Relationships xmlns="${NS.packageRels}">${items}</Relationships>`;
}

export function contentTypesXml(defaults: Record<string, string>, overrides: Record<string, string>): string {
  const d = Object.entries({ rels: 'application/vnd.openxmlformats-package.relationships+xml', xml: 'application/xml', ...defaults })
    .map(([ext, type]) => `<Default Extension="${ext}" ContentType="${type}"/>`)
    .join('');
  const o = Object.entries({ '/docProps/core.xml': 'application/vnd.openxmlformats-package.core-properties+xml', ...overrides })
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join('');
  return `${XML_HEAD}<Types xmlns="${NS.contentTypes}">${d}${o}</Types>`;
}

/** docProps/core.xml: the title and dates a file manager or Office shows under 属性. */
export function corePropsXml({ title, author, date }: { title: string; author: string; date: Date }): string {
  const iso = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (
    `${XML_HEAD}<cp:coreProperties xmlns:cp="${NS.coreProps}" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<dc:title>${xmlText(title)}</dc:title><dc:creator>${xmlText(author)}</dc:creator><cp:lastModifiedBy>${xmlText(author)}</cp:lastModifiedBy>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${iso}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${iso}</dcterms:modified></cp:coreProperties>`
  );
}

/**
 * A zip of text parts. The time stamp is fixed by the caller so that the same
 * input always gives the same bytes: a file regenerated from its row keeps
 * the size the list shows.
 */
export function zipParts(parts: Record<string, string | Uint8Array>, date: Date): Uint8Array {
  // Zip time stamps are DOS local times from 1980 on; an older date would be refused.
  const mtime = date.getTime() < Date.UTC(1980, 1, 1) ? new Date(Date.UTC(1980, 1, 1)) : date;
  const files: Zippable = {};
  for (const [name, content] of Object.entries(parts)) files[name] = [typeof content === 'string' ? strToU8(content) : content, { mtime }];
  return zipSync(files, { level: 6 });
}
