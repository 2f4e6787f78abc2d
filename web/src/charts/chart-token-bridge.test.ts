// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRIDGE_FILE, bridgeCss } from '../../../bin/chart-token-bridge';

describe("the charts' token bridge", () => {
  it('matches the installed Cloudscape packages (run `npm run chart-tokens` after an upgrade)', () => {
    expect(readFileSync(BRIDGE_FILE, 'utf8')).toBe(bridgeCss());
  });

  it('carries the text and background colours the pie draws its labels, total and legend with', () => {
    const css = bridgeCss();
    for (const token of ['color-text-body-default', 'color-text-body-secondary', 'color-background-container-content']) {
      expect(css).toMatch(new RegExp(`--${token}-\\w+: var\\(--${token}-\\w+\\);`));
    }
  });
});
