import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportBatchSchema, type ImportBatch } from '../../../../shared/schemas/import';
import { importReasons } from '../../../../shared/schemas/import-reasons';
import { ApiProvider } from '../../api/api-context';
import { createApiClient } from '../../api/client';
import { ar } from '../../i18n/catalogs/ar';
import { ConsoleLocaleProvider } from '../../i18n/console-locale';
import { NotificationBar } from '../../notifications/notification-bar';
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

  it('tells an Arabic console in Arabic which column the refused mapping lacks', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lists = ImportBatchSchema.parse({ ...uploaded, kind: 'reference-lists' });
    const refused = { message: 'ValidationException', debugMessage: importReasons.mapToList('List'), status: 400 };
    const client = createApiClient('', async () => 'token', async (_url, init) =>
      init?.method === 'POST' ? Response.json(refused, { status: 400 }) : Response.json({ headers: ['Value'], mapping: ['value'], fields: [{ field: 'list', label: 'List' }, { field: 'value', label: 'Value' }] }),
    );
    const { container } = render(
      <IntlProvider locale="ar" messages={ar}>
        <ApiProvider client={client}>
          <NotificationsProvider>
            <NotificationBar />
            <ImportMapping batch={lists} mayCreateValues={false} onStarted={() => undefined} />
          </NotificationsProvider>
        </ApiProvider>
      </IntlProvider>,
    );
    const start = await screen.findByTestId('import-dry-run');
    await vi.waitFor(() => expect(start.hasAttribute('disabled')).toBe(false));
    fireEvent.click(start);
    await vi.waitFor(() => expect(createWrapper(container).findFlashbar()?.findItems()).toHaveLength(1));
    // Without the isolates that keep each placeholder's words in their own direction.
    const lines = [...container.querySelectorAll('[data-testid="error-notice-details"] > div')].map((d) => d.textContent?.replace(/[\u2068\u2069]/gu, ''));
    expect(lines[0]).toBe(`اربط عمودًا بالحقل ${ar['imports.valueField.list']}: يذكر كل صف فيه القائمة التي تتبعها قيمته.`);
    vi.restoreAllMocks();
  });
});
