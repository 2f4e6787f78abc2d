import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { referenceList } from '../../../../../shared/vocabularies';
import { ApiProvider } from '../../../api/api-context';
import { createApiClient } from '../../../api/client';
import { ar } from '../../../i18n/catalogs/ar';
import { NotificationsProvider } from '../../../notifications/notifications-context';
import { ReferenceListCard } from './reference-list-card';
import { seriousAxeViolations } from '../../../test-support/serious-axe-violations';

afterEach(cleanup);

const entries = [
  { id: 'r1', value: 'إعارة', color: '#aa3300', usage: 0, version: 1 },
  { id: 'r2', value: 'Exhibition', color: null, usage: 0, version: 1 },
];

function renderInArabic() {
  const client = createApiClient('', async () => 'token', async () => new Response(JSON.stringify(entries), { status: 200 }));
  return render(
    <IntlProvider locale="ar" messages={ar}>
      <MemoryRouter>
        <ApiProvider client={client}>
          <NotificationsProvider>
            <div dir="rtl" lang="ar">
              <ReferenceListCard def={referenceList('movementReasons')!} canEdit />
            </div>
          </NotificationsProvider>
        </ApiProvider>
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('a Settings card in Arabic', () => {
  it('reads in Arabic, keeps values and colour codes in their own direction, and names every control', async () => {
    const view = renderInArabic();
    await vi.waitFor(() => expect(view.getAllByTestId('cell-value')).toHaveLength(2));

    expect(view.getByRole('heading', { name: /سبب النقل/ })).toBeTruthy();
    expect(view.getAllByTestId('cell-value').map((cell) => cell.querySelector('bdi')?.textContent)).toEqual(['إعارة', 'Exhibition']);
    // The colour is told by its code too, left to right, and the picker is named with it.
    const codes = view.getAllByTestId('colour-code');
    expect(codes.map((code) => code.textContent)).toEqual(['#AA3300', '-']);
    expect(codes[0].querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(view.getByLabelText('لون \u2068سبب النقل\u2069 للقيمة \u2068إعارة\u2069: \u2068#AA3300\u2069')).toBeTruthy();
    expect(view.getByLabelText('حذف \u2068Exhibition\u2069')).toBeTruthy();

    expect(await seriousAxeViolations(view.container)).toEqual([]);
  });
});
