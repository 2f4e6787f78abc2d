import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Cloudscape's design tokens are CSS custom properties whose names carry a hash of their package
 * build (`--color-text-body-default-b2us04`). The console's theme (light and dark, on <body>) is
 * the one @cloudscape-design/components declares; chart-components refers to the same tokens
 * under the hashes of its own build and of @cloudscape-design/design-tokens, which the installed
 * releases do not share, so every chart colour fell back to its light default: near-black labels,
 * total and legend on the dark background. This writes a stylesheet that declares, on <body>, each
 * token name the charts use under their hash as the theme's own token, so the charts follow the
 * mode. `npm run chart-tokens` rewrites it after an upgrade; a unit test fails while it is stale.
 */
const MODULES = fileURLToPath(new URL('../node_modules/@cloudscape-design/', import.meta.url));
export const BRIDGE_FILE = fileURLToPath(new URL('../web/src/charts/chart-token-bridge.css', import.meta.url));

/** `name -> --var-hash` of a generated tokens module (`export var colorX = "var(--color-x-hash, #fff)"`). */
function tokenVars(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  return new Map([...text.matchAll(/export (?:var|const) (\w+) = "var\((--[\w-]+)/g)].map((m) => [m[1], m[2]]));
}

function filesUnder(dir: string, ends: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path, ends);
    return path.endsWith(ends) ? [path] : [];
  });
}

/** The stylesheet's text for the installed packages. */
export function bridgeCss(modules = MODULES): string {
  const theme = tokenVars(join(modules, 'components/internal/generated/styles/tokens.js'));
  const charts = join(modules, 'chart-components');
  const own = tokenVars(join(charts, 'internal/generated/styles/tokens.js'));
  const shared = tokenVars(join(modules, 'design-tokens/index.js'));
  const used = new Map<string, string>();
  // The charts' own stylesheets refer to their own build's variables.
  const ownByVar = new Map([...own].map(([name, v]) => [v, name]));
  for (const file of filesUnder(charts, '.css')) {
    for (const [, v] of readFileSync(file, 'utf8').matchAll(/var\((--[\w-]+)/g)) {
      const name = ownByVar.get(v);
      if (name) used.set(v, name);
    }
  }
  // Their scripts (the Highcharts options) take values from @cloudscape-design/design-tokens.
  for (const file of filesUnder(charts, '.js')) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from "@cloudscape-design\/design-tokens"/g)) {
      for (const name of names.split(',').map((n) => n.trim()).filter(Boolean)) {
        const v = shared.get(name);
        if (v) used.set(v, name);
      }
    }
  }
  const lines = [...used]
    .flatMap(([v, name]) => {
      const target = theme.get(name);
      return target && target !== v ? [`  ${v}: var(${target});`] : [];
    })
    .sort();
  return `/* Written by \`npm run chart-tokens\` (bin/chart-token-bridge.ts): the charts' token names as the theme's tokens. */\nbody {\n${lines.join('\n')}\n}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const css = bridgeCss();
  writeFileSync(BRIDGE_FILE, css);
  process.stdout.write(`${css.split('\n').length - 4} chart tokens bridged in web/src/charts/chart-token-bridge.css\n`);
}
