import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const blocking = new Set(['serious', 'critical']);

/**
 * axe-core's serious and critical violations on the page as it stands. Every
 * axe rule runs, and target-size (WCAG 2.2, off in axe by default) is switched
 * on, as Lighthouse does.
 *
 * axe runs in the page itself (legacy mode). By default @axe-core/playwright
 * opens a blank page to gather each frame's results, for pages with
 * cross-origin frames: ours have no frames, and that step took about 2.5 of
 * the 3 to 4 s of each check on the 2-core machine.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  return results.violations.filter((v) => blocking.has(v.impact ?? ''));
}
