import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core over a page of the console: serious or critical violations of WCAG 2.1 A/AA block.
// Evaluated, not added as a <script>: the console's Content-Security-Policy refuses inline scripts
// (as it should), and an evaluation is the test's own, outside the page's policy.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const BLOCKING = new Set(['serious', 'critical']);

export type Finding = { screen: string; rule: string; impact: string; nodes: number; sample: string };

type AxeViolation = { id: string; impact?: string | null; nodes: { target: unknown[]; failureSummary?: string }[] };

/**
 * axe-core itself, injected once per page load and run after each client-side navigation.
 * (@axe-core/playwright's AxeBuilder injects the 550 KB engine again on every analyze: 2.0 s a
 * screen against 0.6 s this way, measured here over the same routes; 150 scans make that minutes.)
 */
export async function scan(page: Page, screen: string): Promise<{ findings: Finding[]; byImpact: Record<string, number> }> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })) }));
  }, WCAG);
  const byImpact: Record<string, number> = {};
  const findings: Finding[] = [];
  for (const violation of violations) {
    const impact = violation.impact ?? 'unknown';
    byImpact[impact] = (byImpact[impact] ?? 0) + violation.nodes.length;
    findings.push({ screen, rule: violation.id, impact, nodes: violation.nodes.length, sample: `${violation.nodes[0]?.target.join(' ') ?? ''} ${violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? ''}` });
  }
  return { findings, byImpact };
}

/** The serious and critical findings of one scan, one line each (an empty list passes). */
export async function blockingFindings(page: Page, screen: string): Promise<string[]> {
  const { findings } = await scan(page, screen);
  return findings.filter((f) => BLOCKING.has(f.impact)).map((f) => `${f.impact} ${f.rule} (${f.nodes}): ${f.sample}`);
}
