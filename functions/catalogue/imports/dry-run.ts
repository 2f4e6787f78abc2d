import { KEEP_AS_DETAIL, type NewValue, type UnmappedColumn } from '../../../shared/schemas/import';
import { csvText } from '../../lib/csv';
import { ImportBatchEntity, type ImportBatchItem } from '../../lib/entities/import-batch';
import { HttpError } from '../../lib/errors';
import { textProblem } from '../../lib/input-text';
import { STEP_FAILED_MESSAGES } from '../../lib/job-failure';
import { clipReason } from '../../lib/job-reason';
import type { Lease } from '../../lib/job-lease';
import { logger } from '../../lib/logger';
import { valueLookups, type UnknownValue } from './cells';
import type { ImportKindModule, PlannedRow, PlannedValue, SourceRow } from './import-kind';
import { importKind } from './kinds';
import { BLOCK_ROWS, classWriters } from './class-writer';
import { judgeSelection } from './edit-dry-run';
import { importKeys, putImportFile, readImportFile } from './files';
import { finish, withLease } from './job-steps';
import { readSheet } from './read-file';

/**
 * The dry run (issue 15), a job: reads the uploaded file row by row, judges the rows a block at a
 * time (by the batch's kind, `import-kind.ts`) and writes the outcome to the batch's files: the rows of each
 * class in chunks of ROWS_PER_CHUNK (the commit walks the create and update chunks; the console
 * pages through them), the new vocabulary values, and the invalid rows with their reasons as CSV.
 * It writes nothing to the museum's records.
 */
/** The batch item lists this many new values; the file holds them all. */
export const NEW_VALUES_LISTED = 200;


/** A cell with text no save would take (control characters, broken Unicode) makes its row invalid. */
function textProblems(cells: ReadonlyMap<string, string>, label: (field: string) => string): string[] {
  return [...cells].flatMap(([field, text]) => {
    const why = textProblem(text);
    return why ? [`${label(field)}: the text ${why}.`] : [];
  });
}

export async function runDryRun(tenant: string, batchId: string, version?: number): Promise<void> {
  const { data: batch } = await ImportBatchEntity.get({ tenant, id: batchId }).go({ consistent: true });
  if (!batch || batch.status !== 'ANALYSING' || (version !== undefined && version !== batch.version)) return;
  await withLease(batch, async (lease) => {
    const started = Date.now();
    try {
      const result = batch.source === 'batch-edit' ? await judgeSelection(batch, lease) : await judgeFile(tenant, batch, lease);
      if (!result) return;
      await finish(batch, 'ANALYSING', { status: 'ANALYSED', ...result, processed: result.rows, total: result.rows });
      logger.info('import dry run done', { tenant, batchId, rows: result.rows, ...result.counts, ms: Date.now() - started });
    } catch (error) {
      const message = error instanceof HttpError ? error.debugMessage : STEP_FAILED_MESSAGES['dry-run'];
      if (!(error instanceof HttpError)) logger.error('import dry run failed', { tenant, batchId, error: error as Error });
      await finish(batch, 'ANALYSING', { status: 'FAILED', message, ...(error instanceof HttpError ? {} : { reason: clipReason(String(error)) }) });
    }
  });
}

/** The outcome, or nothing when the run lost its lease (another run of the dry run writes the files). */
async function judgeFile(tenant: string, batch: ImportBatchItem, lease: Lease) {
  const bytes = await readImportFile(batch.fileKey);
  if (!bytes) throw new HttpError(409, 'ConflictException', 'The file was not uploaded. Upload it again.');
  const kind: ImportKindModule = importKind(batch.kind);
  const labels = new Map(kind.fields.map((f) => [f.field, f.label]));
  // A kept column's cells go under a key of their own (the column's), labelled by its header.
  const mapping = (batch.mapping ?? []).map((field, i) => (field === KEEP_AS_DETAIL ? `${KEEP_AS_DETAIL}${i}` : field));
  const columnHeaders = new Map<string, string>();
  const label = (field: string) => labels.get(field) ?? columnHeaders.get(field) ?? field;
  /** Column index -> rows with a value, for each column no field takes. */
  const unmapped = new Map<number, number>();
  const lookups = await valueLookups(tenant, await kind.valueTypes(tenant));
  const writers = classWriters(tenant, batch.id);
  const seen = new Map<string, number>();
  const newValues = new Map<string, PlannedValue>();
  let headers: string[] | undefined;
  const invalidCsv: string[] = [];
  let block: (SourceRow & { raw: string[]; problems: string[] })[] = [];
  let rows = 0;

  const flush = async () => {
    if (kind.order) block = kind.order(block) as typeof block;
    const judged = await kind.judge(tenant, block.filter((r) => !r.problems.length), lookups, { batchId: batch.id, createValues: batch.createValues ?? false, seen, headers: columnHeaders });
    for (const { value } of judged.unknown) countValue(newValues, value);
    if (batch.createValues) for (const { value } of judged.unknown) lookups.titles.set(value.id, value.title);
    const byRow = new Map(judged.rows.map((r) => [r.row, r]));
    for (const source of block) {
      const planned: PlannedRow = byRow.get(source.row) ?? {
        row: source.row,
        class: 'invalid',
        label: kind.rowLabel(source.cells),
        reasons: source.problems,
      };
      await writers.add(planned);
      if (planned.class === 'invalid') {
        // The file's own columns (a short row padded), then where and why: the file fixed and imported again.
        const cells = Array.from({ length: headers?.length ?? 0 }, (_, i) => source.raw[i] ?? '');
        invalidCsv.push(await csvText([[...cells, source.row, (planned.reasons ?? []).join(' ')]]));
      }
    }
    rows += block.length;
    block = [];
    await ImportBatchEntity.patch({ tenant, id: batch.id }).set({ processed: rows }).go();
  };

  for await (const { row, cells } of readSheet(bytes, batch.fileType)) {
    if (lease.lost) return undefined;
    if (!headers) {
      headers = cells;
      mapping.forEach((field, i) => (field ? columnHeaders.set(field, cells[i] ?? '') : unmapped.set(i, 0)));
      continue;
    }
    for (const [i, filled] of unmapped) if (cells[i]?.trim()) unmapped.set(i, filled + 1);
    const mapped = new Map<string, string>();
    mapping.forEach((field, i) => field && mapped.set(field, cells[i] ?? ''));
    block.push({ row, cells: mapped, raw: cells, problems: textProblems(mapped, label) });
    if (block.length === BLOCK_ROWS) await flush();
  }
  if (block.length) await flush();
  await writers.flush();

  const values = [...newValues.values()];
  await putImportFile(importKeys.newValues(tenant, batch.id), JSON.stringify(values));
  const header = await csvText([[...(headers ?? []), 'Row', 'Reasons']], { bom: true });
  await putImportFile(importKeys.invalid(tenant, batch.id), [header, ...invalidCsv].join(''), 'text/csv; charset=utf-8');

  const titleOf = new Map(values.map((v) => [v.id, v.title]));
  const listed: NewValue[] = values.slice(0, NEW_VALUES_LISTED).map((v) => ({
    type: v.type,
    typeTitle: v.typeTitle,
    title: v.title,
    ...(v.parentId ? { parent: titleOf.get(v.parentId) ?? lookups.titles.get(v.parentId) ?? v.parentId } : {}),
    rows: v.rows,
  }));
  const counts = writers.counts();
  const left: UnmappedColumn[] = [...unmapped].flatMap(([i, filled]) => (headers?.[i] || filled ? [{ column: i + 1, header: headers?.[i] ?? '', rows: filled }] : []));
  return { rows, counts, unmapped: left, newValues: listed, newValueCount: values.length, chunks: writers.chunks() };
}

function countValue(values: Map<string, PlannedValue>, value: UnknownValue) {
  const planned = values.get(value.id) ?? { id: value.id, type: value.type, typeTitle: value.typeTitle, title: value.title, ...(value.parentId ? { parentId: value.parentId } : {}), rows: 0 };
  planned.rows++;
  values.set(value.id, planned);
}
