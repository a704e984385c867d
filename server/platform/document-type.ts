const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);

/** ZIP local file header: PK\x03\x04. A .docx is a ZIP, but so are many other things. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export type DocumentType = 'pdf' | 'docx';

/**
 * The type of an uploaded document read from its bytes, never from the name
 * or the browser's claim: a PDF starts with %PDF-; a Word document is a ZIP
 * whose entries include [Content_Types].xml and word/document.xml (entry
 * names are stored uncompressed in the ZIP's headers, so they can be found in
 * the raw bytes). Anything else (an .exe renamed .pdf starts with MZ, a .doc
 * is an OLE file, an .xlsx has xl/ instead of word/) answers null. Used by
 * résumés (recruit) and tender documents (AI tender writer).
 */
export function sniffDocument(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, ZIP)) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    if (text.includes('[Content_Types].xml') && text.includes('word/document.xml')) return 'docx';
  }
  return null;
}
