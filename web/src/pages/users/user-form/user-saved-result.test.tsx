import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ar } from '../../../i18n/catalogs/ar';
import { en } from '../../../i18n/catalogs/en';
import { UserSavedResult } from './user-saved-result';

function renderResult(language: 'en' | 'ar') {
  return render(
    <IntlProvider locale={language} messages={language === 'en' ? en : ar}>
      <MemoryRouter>
        <UserSavedResult title="users.saved.inserted" onAddUser={() => undefined} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('the success page after adding a user', () => {
  afterEach(cleanup);

  it("says the spec's words and offers Go to users and Add user", () => {
    renderResult('en');
    expect(screen.getByTestId('user-saved').textContent).toContain('Successfully inserted new item!');
    expect(screen.getByRole('button', { name: 'Go to users' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add user' })).toBeTruthy();
  });

  it('reads in Arabic in the Arabic console', () => {
    renderResult('ar');
    expect(screen.getByTestId('user-saved').textContent).toContain('تمت إضافة العنصر الجديد بنجاح!');
    expect(screen.getByRole('button', { name: 'الانتقال إلى المستخدمين' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إضافة مستخدم' })).toBeTruthy();
  });
});
