/**
 * `Content-Disposition: attachment` for a Chinese file name (RFC 6266 with
 * RFC 8187 `filename*`). The plain `filename` is an ASCII fallback for old
 * clients; every current browser uses `filename*`.
 */

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f"\\/:*?<>|]/g;

/** The name as a browser may save it: no quotes, control characters (CR, LF), path separators or characters Windows refuses. */
export function safeFileName(name: string, fallback = 'download'): string {
  const cleaned = name.replace(UNSAFE, ' ').replace(/\s+/g, ' ').replace(/^[\s.]+|[\s.]+$/g, '');
  return cleaned || fallback;
}

/** RFC 8187 value characters: encodeURIComponent leaves ' ( ) * ! unescaped, which the attr-char set does not allow (except !). */
const encodeRfc8187 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The ASCII part of a name, keeping its extension: '道路台账 v2.xlsx' → 'v2.xlsx', '施工日志.docx' → 'download.docx'. */
export function asciiFallback(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot).replace(/[^A-Za-z0-9.]/g, '') : '';
  const stem = (dot > 0 ? name.slice(0, dot) : name)
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/[%;,=]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${/[A-Za-z0-9]{2,}/.test(stem) ? stem : 'download'}${ext}`;
}

export function contentDisposition(name: string): string {
  const safe = safeFileName(name);
  return `attachment; filename="${asciiFallback(safe)}"; filename*=UTF-8''${encodeRfc8187(safe)}`;
}
