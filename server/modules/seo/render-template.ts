/** Placeholder names a title/description/keywords template may use (spec §1). */
export const seoPlaceholders = [
  'companyName',
  'title',
  'column',
  'parentColumn',
  'tag',
  'product',
  'region',
  'infoType',
  'bizType',
] as const;

export type SeoVars = Partial<Record<(typeof seoPlaceholders)[number], string | null | undefined>>;

/**
 * Fills `{name}` placeholders. Answers undefined when the template is empty
 * or a placeholder it uses has no value, so the caller falls back to the
 * site default instead of showing a half-filled title.
 */
export function renderSeoTemplate(template: string, vars: SeoVars): string | undefined {
  if (!template.trim()) return undefined;
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = (vars as Record<string, string | null | undefined>)[name]?.trim();
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? undefined : text.replace(/\s+/g, ' ').trim();
}
