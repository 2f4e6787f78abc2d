/**
 * What the imports calls that read columns (headers, dry run, template) load on their first call,
 * as one chunk: every kind's columns and save rules, the file readers (csv-parse and exceljs
 * behind them) and the museum's remembered mappings. The other calls check a kind's area only
 * (`kind-areas.ts`).
 */
export { ImportMappingEntity } from '../../lib/entities/import-mapping';
export { importKind } from './kinds';
export { readHeaders } from './read-file';
