import Table from '@cloudscape-design/components/table';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { OBJECT_LIST_FIELDS } from '../../../../../shared/schemas/object-fields';
import { ar } from '../../../i18n/catalogs/ar';
import { translatorFor } from '../../../i18n/translator';
import { storedObject } from '../../../test-support/stored-object';
import { objectColumns } from './table-config';

const object = storedObject({ id: 'o1', inventoryNumber: 'A-001/2', objectName: 'إبريق', location: 'loc1', locationArea: 'gone' });
const noop = () => undefined;

describe('the object list columns in Arabic', () => {
  afterEach(cleanup);

  it('are headed in Arabic, keep the inventory number left to right, let names take their own direction, and name the row menu', () => {
    const t = translatorFor({ language: 'ar', messages: ar });
    const titles: Record<string, string> = { loc1: 'المخزن' };
    const { container } = render(
      <IntlProvider locale="ar" messages={ar}>
        <Table items={[object]} columnDefinitions={objectColumns({ onFollow: noop, onEdit: noop, onDelete: noop, onReport: noop }, true, t, (_type, id) => titles[id])} />
      </IntlProvider>,
    );
    const table = createWrapper(container).findTable()!;
    expect(table.findColumnHeaders().map((h) => h.getElement().textContent)).toEqual(['الصورة', 'رقم الجرد', 'اسم القطعة', 'الموقع', 'منطقة الموقع', 'الإجراء']);
    const cell = (column: number) => table.findBodyCell(1, column)!.getElement();
    expect(cell(2).querySelector('a bdi[dir="ltr"]')?.textContent).toBe('A-001/2');
    expect(cell(3).querySelector('bdi:not([dir])')?.textContent).toBe('إبريق');
    expect(cell(4).textContent).toBe('المخزن');
    // A value deleted since shows as missing, never as its raw id.
    expect(cell(5).textContent).toBe('-');
    expect(table.findBodyCell(1, 6)!.findButtonDropdown()!.findNativeButton().getElement().getAttribute('aria-label')).toBe('إجراءات \u2068A-001/2\u2069');
  });

  it("are the picture, then the columns a spreadsheet export of the list's columns writes", () => {
    const t = translatorFor({ language: 'ar', messages: ar });
    const ids = objectColumns({ onFollow: noop, onEdit: noop, onDelete: noop, onReport: noop }, false, t, () => undefined).map((c) => c.id);
    expect(ids).toEqual(['thumbnail', ...OBJECT_LIST_FIELDS]);
  });

  it('offer Create POI in the row menu only when the list is given its action, and call it with the row', () => {
    const t = translatorFor({ language: 'ar', messages: ar });
    const asked: string[] = [];
    const menuOf = (onCreatePoi?: (o: typeof object) => void) => {
      cleanup();
      const { container } = render(
        <IntlProvider locale="ar" messages={ar}>
          <Table items={[object]} columnDefinitions={objectColumns({ onFollow: noop, onEdit: noop, onDelete: noop, onReport: noop, onCreatePoi }, true, t, () => undefined)} />
        </IntlProvider>,
      );
      const menu = createWrapper(container).findTable()!.findBodyCell(1, 6)!.findButtonDropdown()!;
      menu.openDropdown();
      return menu;
    };
    expect(menuOf().findItemById('poi')).toBeNull();
    const menu = menuOf((o) => asked.push(o.id));
    expect(menu.findItemById('poi')!.getElement().textContent).toBe('إنشاء نقطة اهتمام');
    menu.findItemById('poi')!.click();
    expect(asked).toEqual(['o1']);
  });
});
