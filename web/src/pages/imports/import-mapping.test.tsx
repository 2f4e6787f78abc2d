import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportBatchSchema, type ImportBatch } from '../../../../shared/schemas/import';
import { ApiProvider } from '../../api/api-context';
import { createApiClient } from '../../api/client';
import { ConsoleLocaleProvider } from '../../i18n/console-locale';
import { NotificationsProvider } from '../../notifications/notifications-context';
import { ImportMapping } from './import-mapping';

const uploaded = ImportBatchSchema.parse({
  id: 'b1', kind: 'objects', source: 'file', fileName: 'tate.csv', status: 'UPLOADING', step: null, createdBy: 'admin', createdAt: '2026-11-26T10:00:00Z', rows: 0,
  counts: { create: 0, update: 0, unchanged: 0, invalid: 0 }, mapping: [], createValues: false, newValues: [], unmapped: [],
  processed: 0, total: 0, failed: 0,
  committedAt: null, rolledBackAt: null, rolledBackBy: null, refusedCount: 0, refused: [], message: null, reason: null, stalled: false, resumable: false, version: 1,
});
const HEADERS = { headers: ['Accession Number', 'Classification'], mapping: [], fields: [{ field: 'inventoryNumber', label: 'Inventory Number' }, { field: 'classification', label: 'Classification' }] };

/** The mapping step of `batch`; answers what its dry run was asked. */
async function dryRunOf(batch: ImportBatch, mayCreateValues: boolean) {
  const posted: unknown[] = [];
  const client = createApiClient('', async () => 'token', async (_url, init) => {
    if (init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return Response.json({ ...batch, status: 'ANALYSING' });
    }
    return Response.json(HEADERS);
  });
  render(
    <ConsoleLocaleProvider>
      <ApiProvider client={client}>
        <NotificationsProvider>
          <ImportMapping batch={batch} mayCreateValues={mayCreateValues} onStarted={() => undefined} />
        </NotificationsProvider>
      </ApiProvider>
    </ConsoleLocaleProvider>,
  );
  const start = await screen.findByTestId('import-dry-run');
  await vi.waitFor(() => expect(start.hasAttribute('disabled')).toBe(false));
  fireEvent.click(start);
  await vi.waitFor(() => expect(posted).toHaveLength(1));
  return posted[0] as { createValues: boolean };
}

describe('the mapping step', () => {
  afterEach(cleanup);

  it("plans a file's first dry run with the values the museum lacks, for staff who may create them", async () => {
    expect((await dryRunOf(uploaded, true)).createValues).toBe(true);
  });

  it('does not for staff who may not, and keeps the choice made on a later run', async () => {
    expect((await dryRunOf(uploaded, false)).createValues).toBe(false);
    cleanup();
    const ranBefore = ImportBatchSchema.parse({ ...uploaded, status: 'ANALYSED', mapping: ['inventoryNumber', 'classification'], createValues: false });
    expect((await dryRunOf(ranBefore, true)).createValues).toBe(false);
  });
});
