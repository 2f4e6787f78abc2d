import axe from 'axe-core';

/**
 * axe-core's serious and critical findings in a rendered component, one line each. The DOM
 * emulator lays nothing out, so colour contrast is left to the Chromium suite (both modes). Only
 * each node's HTML is read: axe's CSS selectors are not made (happy-dom cannot parse some it builds
 * for Cloudscape's analytics attributes, and the run failed on them).
 */
export async function seriousAxeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } }, selectors: false });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
