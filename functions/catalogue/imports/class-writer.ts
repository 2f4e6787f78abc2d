import { ROW_CLASSES, type RowClass } from '../../../shared/schemas/import';
import type { PlannedRow } from './import-kind';
import { importKeys, putImportFile, ROWS_PER_CHUNK } from './files';

/** Rows judged at once: two BatchGets a block (docs/imports.md). */
export const BLOCK_ROWS = 500;

/** Rows of one class, written a chunk at a time. */
class ClassWriter {
  private buffer: PlannedRow[] = [];
  private chunk = 0;
  count = 0;
  constructor(
    private readonly tenant: string,
    private readonly batchId: string,
    private readonly rowClass: RowClass,
  ) {}
  async add(row: PlannedRow) {
    this.buffer.push(row);
    this.count++;
    if (this.buffer.length === ROWS_PER_CHUNK) await this.flush();
  }
  async flush() {
    if (!this.buffer.length) return;
    await putImportFile(importKeys.rows(this.tenant, this.batchId, this.rowClass, this.chunk++), JSON.stringify(this.buffer));
    this.buffer = [];
  }
}

/** A dry run's rows by class, each class in its chunks (the commit walks the create and update chunks; the console pages through all). */
export function classWriters(tenant: string, batchId: string) {
  const writers = Object.fromEntries(ROW_CLASSES.map((c) => [c, new ClassWriter(tenant, batchId, c)])) as Record<RowClass, ClassWriter>;
  const counts = () => Object.fromEntries(ROW_CLASSES.map((c) => [c, writers[c].count])) as Record<RowClass, number>;
  return {
    add: (row: PlannedRow) => writers[row.class].add(row),
    flush: () => Promise.all(ROW_CLASSES.map((c) => writers[c].flush())),
    counts,
    /** The chunks the commit walks. */
    chunks: () => Math.ceil(counts().create / ROWS_PER_CHUNK) + Math.ceil(counts().update / ROWS_PER_CHUNK),
  };
}
