import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { ar } from '../../i18n/catalogs/ar';
import { en } from '../../i18n/catalogs/en';
import { ActionTag } from './table-config';

function tagIn(language: 'en' | 'ar', action: string) {
  const view = render(
    <IntlProvider locale={language} defaultLocale="en" messages={language === 'en' ? en : ar}>
      <ActionTag action={action} />
    </IntlProvider>,
  );
  const tag = view.getByTestId('action-tag');
  const shown = { text: tag.textContent, colour: tag.getAttribute('data-colour') };
  view.unmount();
  return shown;
}

describe("an activity log entry's action", () => {
  afterEach(cleanup);

  it('says its action in words as well as in its colour', () => {
    expect(tagIn('en', 'CREATE')).toEqual({ text: 'CREATE', colour: 'green' });
    expect(tagIn('en', 'UPDATE')).toEqual({ text: 'UPDATE', colour: 'purple' });
    expect(tagIn('en', 'DELETE')).toEqual({ text: 'DELETE', colour: 'red' });
  });

  it('reads in Arabic with the same colour', () => {
    expect(tagIn('ar', 'UPDATE')).toEqual({ text: 'تحديث', colour: 'purple' });
    expect(tagIn('ar', 'DELETE')).toEqual({ text: 'حذف', colour: 'red' });
  });

  it('shows an action it does not know as the API named it', () => {
    expect(tagIn('ar', 'EXPORT')).toEqual({ text: 'EXPORT', colour: 'grey' });
  });
});
