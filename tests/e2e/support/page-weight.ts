/** Bytes of CSS a page carries inline: the text of its <style> elements and style="" attributes. */
export function inlineCssBytes(html: string): number {
  let bytes = 0;
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) bytes += Buffer.byteLength(m[1]!);
  for (const m of html.matchAll(/\sstyle="([^"]*)"/gi)) bytes += Buffer.byteLength(m[1]!);
  return bytes;
}

/** The stylesheets a page links, in order (antd's generated ones end in `#`, which is left out). */
export function stylesheetHrefs(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"#]+)#?"/g)].map((m) => m[1]!);
}
