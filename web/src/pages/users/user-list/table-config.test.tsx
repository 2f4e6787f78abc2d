import Table from '@cloudscape-design/components/table';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { ar } from '../../../i18n/catalogs/ar';
import { en } from '../../../i18n/catalogs/en';
import { translatorFor } from '../../../i18n/translator';
import type { UserRecord } from '../user-record';
import { userColumns } from './table-config';

const users = [
  { id: 'u1', username: 'ada', name: 'آدا لوفليس', email: 'ada@example.org', phoneNumber: null, userGroup: { id: 'g1', value: 'Curators' } },
  { id: 'u2', username: 'bob', name: null, email: null, phoneNumber: '+974 4000 0000', userGroup: null },
] as unknown as UserRecord[];

const noop = () => undefined;

function renderList(language: 'en' | 'ar', mayWrite: boolean) {
  const messages = language === 'en' ? en : ar;
  const t = translatorFor({ language, messages });
  const { container } = render(
    <IntlProvider locale={language} messages={messages}>
      <Table items={users} columnDefinitions={userColumns({ onFollow: noop, onUpdate: noop, onDelete: noop }, mayWrite, t)} />
    </IntlProvider>,
  );
  return createWrapper(container).findTable()!;
}

const headers = (table: ReturnType<typeof renderList>) => table.findColumnHeaders().map((h) => h.getElement().textContent);

describe('the user list columns', () => {
  afterEach(cleanup);

  it("are headed in the spec's English, with Actions only for writers", () => {
    expect(headers(renderList('en', false))).toEqual(['Name', 'Username', 'Email', 'Phone Number', 'User Group']);
    cleanup();
    expect(headers(renderList('en', true))).toEqual(['Name', 'Username', 'Email', 'Phone Number', 'User Group', 'Actions']);
  });

  it('are headed in Arabic in the Arabic console, and the row menu is named in Arabic', () => {
    const table = renderList('ar', true);
    expect(headers(table)).toEqual(['الاسم', 'اسم المستخدم', 'البريد الإلكتروني', 'رقم الهاتف', 'مجموعة المستخدم', 'الإجراءات']);
    expect(table.findBodyCell(1, 6)!.findButtonDropdown()!.findNativeButton().getElement().getAttribute('aria-label')).toBe('إجراءات \u2068ada\u2069');
  });

  it('keeps usernames, e-mails and phone numbers left to right, lets names take their own direction, and shows - for what is missing', () => {
    const table = renderList('ar', false);
    const cell = (row: number, column: number) => table.findBodyCell(row, column)!.getElement();
    expect(cell(1, 1).querySelector('bdi:not([dir])')?.textContent).toBe('آدا لوفليس');
    expect(cell(1, 2).querySelector('bdi[dir="ltr"]')?.textContent).toBe('ada');
    expect(cell(1, 3).querySelector('bdi[dir="ltr"]')?.textContent).toBe('ada@example.org');
    expect(cell(1, 4).textContent).toBe('-');
    expect(cell(2, 1).textContent).toBe('bob');
    expect(cell(2, 4).querySelector('bdi[dir="ltr"]')?.textContent).toBe('+974 4000 0000');
    expect(cell(2, 5).textContent).toBe('-');
  });
});
