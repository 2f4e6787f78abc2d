import { writeFileSync } from 'node:fs';
import ISO6391 from 'iso-639-1';

/**
 * `npm run iso-languages`: copies the ISO 639-1 codes and English names from the `iso-639-1`
 * package into functions/lib/iso-639-1-names.json (see functions/lib/iso-languages.ts).
 */
const names = Object.fromEntries(ISO6391.getAllCodes().map((code) => [code, ISO6391.getName(code)]));
const lines = Object.entries(names).map(([code, name]) => `  ${JSON.stringify(code)}: ${JSON.stringify(name)}`);
writeFileSync(new URL('../functions/lib/iso-639-1-names.json', import.meta.url), `{\n${lines.join(',\n')}\n}\n`);
process.stdout.write(`${lines.length} languages written to functions/lib/iso-639-1-names.json\n`);
