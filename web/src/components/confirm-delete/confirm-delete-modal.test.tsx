import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { ar } from '../../i18n/catalogs/ar';
import { en } from '../../i18n/catalogs/en';
import { ConfirmDeleteModal } from './confirm-delete-modal';

const NAMES = ['A-001', 'A-002', 'A-003', 'A-004', 'A-005', 'A-006', 'A-007'];

function renderConfirmation(language: 'en' | 'ar', names: string[]) {
  render(
    <IntlProvider locale={language} messages={language === 'en' ? en : ar}>
      <ConfirmDeleteModal visible names={names} onConfirm={() => undefined} onCancel={() => undefined} />
    </IntlProvider>,
  );
  return { all: screen.getByTestId('confirm-delete').textContent, what: screen.getByTestId('confirm-delete-what') };
}

describe("'Sure to delete?' with what goes", () => {
  afterEach(cleanup);

  it('keeps the spec text, counts the items and names the first five, then how many more', () => {
    const { all, what } = renderConfirmation('en', NAMES);
    expect(all).toContain('Sure to delete?');
    expect(what.textContent).toContain('7 items will be deleted:');
    expect([...what.querySelectorAll('li')].map((li) => li.textContent)).toEqual(NAMES.slice(0, 5));
    expect(what.textContent).toContain('and 2 more');
  });

  it('says the same in Arabic, with its plural forms', () => {
    const { all, what } = renderConfirmation('ar', NAMES);
    expect(all).toContain('هل أنت متأكد من الحذف؟');
    expect(what.textContent).toContain('ستُحذف 7 عناصر:');
    expect(what.textContent).toContain('و2 غيرها');
    cleanup();
    expect(renderConfirmation('ar', ['A-001']).what.textContent).toContain('سيُحذف عنصر واحد:');
  });

  it('names one item without "more"', () => {
    const { what } = renderConfirmation('en', ['A-001']);
    expect(what.textContent).toBe('1 item will be deleted:A-001');
  });
});
