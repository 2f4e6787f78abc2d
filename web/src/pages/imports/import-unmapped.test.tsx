import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_AS_DETAIL, type ImportBatch } from '../../../../shared/schemas/import';
import { renderWithIntl } from '../../test-support/render-with-intl';
import { ImportUnmapped } from './import-unmapped';

afterEach(cleanup);

const batch = (kind: ImportBatch['kind']) =>
  ({ kind, mapping: ['inventoryNumber', '', 'objectTitle', ''], unmapped: [{ column: 2, header: 'Credit Line', rows: 1840 }, { column: 4, header: '', rows: 3 }] }) as ImportBatch;

describe('the dry run’s columns no field takes', () => {
  it('lists each column with its header and filled rows, and keeps them all as details in one click', () => {
    const onKeep = vi.fn();
    const view = renderWithIntl(<ImportUnmapped batch={batch('objects')} busy={false} onKeep={onKeep} />);
    const table = createWrapper(view.container).findTable('[data-testid="import-unmapped"]')!;
    expect(table.findHeaderSlot()!.getElement().textContent).toContain('Columns not imported');
    expect([1, 2].map((row) => [1, 2, 3].map((col) => table.findBodyCell(row, col)!.getElement().textContent))).toEqual([
      ['2', 'Credit Line', '1840'],
      ['4', '-', '3'],
    ]);
    createWrapper(view.container).findButton('[data-testid="import-keep-details"]')!.click();
    expect(onKeep).toHaveBeenCalledWith(['inventoryNumber', KEEP_AS_DETAIL, 'objectTitle', KEEP_AS_DETAIL]);
  });

  it('offers no keeping for kinds without details', () => {
    const view = renderWithIntl(<ImportUnmapped batch={batch('conditions')} busy={false} onKeep={vi.fn()} />);
    expect(createWrapper(view.container).findButton('[data-testid="import-keep-details"]')).toBeNull();
  });
});
