import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import { expect } from 'vitest';
import { DASHBOARD_FIGURES, DASHBOARD_GROUP_BY } from '../../shared/schemas/dashboard';
import type { Api, Response } from '../support/api';

/** The import suites' steps (issue 15), as the console takes them, on one museum's client. */
export type Row = Record<string, any>;
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const ok = (res: Response, what = '') => {
  expect(res.status, `${what} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

export const csv = (rows: unknown[][]) => Buffer.from(stringify(rows), 'utf8');
export const bytesOf = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

export type DryRunOptions = { kind?: string; fix?: (headers: string[], mapping: string[]) => string[]; createValues?: boolean };

/** `client` is read at each call: a suite logs in in its beforeAll. */
export function importClient(client: () => Api) {
  async function upload(fileName: string, bytes: Buffer, type: string, kind = 'objects'): Promise<Row> {
    const ticket = ok(await client().post('/api/imports', { kind, fileName, size: bytes.length }), 'start');
    const form = new FormData();
    for (const [k, val] of Object.entries(ticket.upload.fields as Record<string, string>)) form.append(k, val);
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
    const posted = await fetch(ticket.upload.url, { method: 'POST', body: form });
    expect(posted.status).toBeLessThan(300);
    return ticket.batch;
  }

  async function settle(id: string, moving: string): Promise<Row> {
    for (let i = 0; i < 600; i++) {
      const batch = ok(await client().get(`/api/imports/${id}`));
      if (batch.status !== moving) return batch;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`import ${id} still ${moving}`);
  }

  /** Upload, take the proposed mapping (or `fix` it), dry-run. */
  async function dryRun(fileName: string, bytes: Buffer, options: DryRunOptions = {}) {
    const type = fileName.endsWith('.csv') ? 'text/csv' : XLSX;
    const batch = await upload(fileName, bytes, type, options.kind);
    const { headers, mapping } = ok(await client().get(`/api/imports/${batch.id}/headers`), 'headers');
    const chosen = options.fix ? options.fix(headers, mapping) : mapping;
    ok(await client().post(`/api/imports/${batch.id}/dry-run`, { mapping: chosen, createValues: options.createValues ?? false }), 'dry run');
    const done = await settle(batch.id, 'ANALYSING');
    expect(done.status, done.message).toBe('ANALYSED');
    return done;
  }

  async function commit(batch: Row) {
    ok(await client().post(`/api/imports/${batch.id}/commit`, { version: batch.version }), 'commit');
    const done = await settle(batch.id, 'COMMITTING');
    expect(done.status, done.message).toBe('COMMITTED');
    return done;
  }

  async function rollback(batch: Row) {
    ok(await client().post(`/api/imports/${batch.id}/rollback`, { version: batch.version }), 'rollback');
    const done = await settle(batch.id, 'ROLLING_BACK');
    expect(done.status, done.message).toBe('ROLLED_BACK');
    return done;
  }

  async function rowsOf(id: string, rowClass: string): Promise<Row[]> {
    return ok(await client().get(`/api/imports/${id}/rows?class=${rowClass}&size=1000`)).content;
  }

  /** The spreadsheet export of `ids` from `/api/<path>/excel` (read with the museum's Host header). */
  async function exportOf(path: string, ids: string[]): Promise<ExcelJS.Workbook> {
    const { request } = await import('node:http');
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: client().port, path: `/api/${path}/excel?idList=${ids.join(',')}`, headers: { host: client().host, authorization: `Bearer ${client().token}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      });
      req.on('error', reject);
      req.end();
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    return workbook;
  }

  /** Every figure of the dashboard, for before/after comparisons. */
  async function figures() {
    const out: Record<string, unknown> = {};
    for (const f of DASHBOARD_FIGURES) out[f.path] = ok(await client().get(`/api/dashboard/${f.path}`), f.path);
    for (const groupBy of DASHBOARD_GROUP_BY) out[groupBy] = ok(await client().get(`/api/dashboard/object-dropdowns?groupBy=${groupBy}`), groupBy);
    out.countries = ok(await client().get('/api/dashboard/group-country'));
    return out;
  }

  async function logEntries(): Promise<Row[]> {
    const today = new Date().toISOString().slice(0, 10);
    const page = ok(await client().get(`/api/data-changes?from=${today}&to=${today}&size=1000`), 'log');
    return page.content ?? page;
  }

  /**
   * Runs a batch's commit or rollback again from its start, twice at once, in this process: Lambda
   * may deliver a job's event again, or twice at once. Answers the batch once the step settles.
   */
  async function runTwice(tenant: string, batchId: string, status: 'COMMITTING' | 'ROLLING_BACK') {
    const { ImportBatchEntity } = await import('../../functions/lib/entities/import-batch');
    const { runCommit } = await import('../../functions/catalogue/imports/commit');
    const { runRollback } = await import('../../functions/catalogue/imports/rollback');
    const { runAsTenant } = await import('../../functions/lib/tenant-credentials');
    const { runJobsInProcess } = await import('../../functions/lib/jobs');
    runJobsInProcess((event) => import('../../functions/jobs/handler').then((m) => m.runJob(event)));
    const run = status === 'COMMITTING' ? runCommit : runRollback;
    await ImportBatchEntity.patch({ tenant, id: batchId }).set({ status, cursor: 0, processed: 0, failed: 0, refusedCount: 0, refused: [] }).remove(['pageCursor']).go();
    await runAsTenant(tenant, () => Promise.all([run(tenant, batchId, 'twice-1'), run(tenant, batchId, 'twice-2')]));
    return settle(batchId, status);
  }

  return { upload, settle, dryRun, commit, rollback, rowsOf, exportOf, figures, logEntries, runTwice };
}
