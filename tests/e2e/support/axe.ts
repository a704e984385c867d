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
 *
 * Only violations are gathered in full (resultTypes): axe still runs every
 * rule on every node, but builds a selector and an HTML snippet for at most
 * one node of each pass, so a large page's thousands of passing nodes cost
 * nothing to report. axe on /tender took 2.0 s instead of 3.0 s, and on
 * /open/api/tender 2.6 s instead of 4.3 s (2026-11-29).
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } }).analyze();
  return results.violations.filter((v) => blocking.has(v.impact ?? ''));
}
