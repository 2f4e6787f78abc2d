import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ar } from '../web/src/i18n/catalogs/ar';
import { kb, table } from './stats';

const BUDGET_JS = 350 * 1024;
const BUDGET_CSS = 150 * 1024;
/** Libraries that must wait for the page that needs them. */
const HEAVY = ['maplibre', 'react-pdf', 'pdfkit', 'exceljs', 'highcharts', 'chart-components'];

/**
 * What the browser loads before the first screen: the entry script, the chunks index.html
 * preloads, and the stylesheets it links, gzip-compressed as CloudFront serves them.
 */
export function benchConsoleAssets(dist = join(process.cwd(), 'web', 'dist')): string {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return 'Console assets: web/dist is missing (run npm run build:web first).';
  const html = readFileSync(index, 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(js|css))"/g)].map((m) => ({ file: m[1], kind: m[2] }));
  const rows = [['initial asset', 'raw', 'gzip']];
  let js = 0;
  let css = 0;
  const heavyFound: string[] = [];
  for (const ref of refs) {
    const content = readFileSync(join(dist, ref.file));
    const gz = gzipSync(content).length;
    if (ref.kind === 'js') js += gz;
    else css += gz;
    rows.push([ref.file, kb(content.length), kb(gz)]);
    const text = content.toString('utf8');
    for (const lib of HEAVY) if (ref.file.includes(lib) || text.includes(`node_modules/${lib}`)) heavyFound.push(`${lib} in ${ref.file}`);
  }
  // Arabic is fetched only when a user chooses it: our catalog (assets/ar-*.js) and Cloudscape's
  // messages (assets/all.ar-*.js). The Arabic catalog's texts in an initial asset would mean it
  // leaked in (the English catalog names Arabic in Arabic, so letters alone prove nothing).
  const arabicChunks = readdirSync(join(dist, 'assets')).filter((file) => /^(ar|all\.ar)-.*\.js$/.test(file));
  const arabicOnDemand = arabicChunks.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, 'assets', file))).length, 0);
  const arabicInitial = refs.filter((ref) => readFileSync(join(dist, ref.file), 'utf8').includes(ar['common.productName'])).map((ref) => ref.file);
  return [
    `Console initial load, gzip (budget JS ${kb(BUDGET_JS)}, CSS ${kb(BUDGET_CSS)})`,
    table(rows),
    `initial JS ${kb(js)} ${js <= BUDGET_JS ? 'ok' : 'OVER'}; initial CSS ${kb(css)} ${css <= BUDGET_CSS ? 'ok' : 'OVER'}`,
    `heavy libraries in the initial load: ${heavyFound.length ? heavyFound.join(', ') : 'none'}`,
    `Arabic, loaded only when chosen: ${arabicChunks.join(', ')} = ${kb(arabicOnDemand)} gzip; Arabic text in the initial load: ${arabicInitial.length ? arabicInitial.join(', ') : 'none'}`,
  ].join('\n');
}
