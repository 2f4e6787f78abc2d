import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../../api/api-context';
import { createApiClient } from '../../../api/client';
import { ar } from '../../../i18n/catalogs/ar';
import { NotificationsProvider } from '../../../notifications/notifications-context';
import { LanguageTab } from './language-tab';
import { seriousAxeViolations } from '../../../test-support/serious-axe-violations';

afterEach(cleanup);

const arabic = { id: 'l1', isoLanguage: { id: 'ar', code: 'ar', title: 'Arabic' }, usedInMobileApp: true, defaultInMobileApp: true, directionRightToLeft: true, version: 1 };
const english = { id: 'l2', isoLanguage: { id: 'en', code: 'en', title: 'English' }, usedInMobileApp: false, defaultInMobileApp: false, directionRightToLeft: false, version: 1 };

function renderInArabic() {
  const client = createApiClient('', async () => 'token', async (url) => {
    const body = String(url).includes('/iso') ? [{ id: 'fr', code: 'fr', title: 'French' }] : [arabic, english];
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return render(
    <IntlProvider locale="ar" messages={ar}>
      <MemoryRouter>
        <ApiProvider client={client}>
          <NotificationsProvider>
            <div dir="rtl" lang="ar">
              <LanguageTab rights={{ editLists: true, languageAppActions: true }} />
            </div>
          </NotificationsProvider>
        </ApiProvider>
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('the Settings Language tab in Arabic', () => {
  it('names languages and tags in Arabic, keeps codes left to right, offers the actions in Arabic', async () => {
    const view = renderInArabic();
    const table = () => createWrapper(view.container).findTable()!;
    await vi.waitFor(() => expect(table().findRows()).toHaveLength(2));

    const first = table().findRows()[0].getElement();
    expect(first.textContent).toContain('العربية');
    for (const tag of ['الافتراضية في التطبيق', 'التطبيق', 'من اليمين لليسار']) expect(first.textContent).toContain(tag);
    expect(first.querySelector('bdi[dir="ltr"]')?.textContent).toBe('ar');

    const menu = createWrapper(table().findRows()[1].getElement()).findButtonDropdown()!;
    expect(menu.findNativeButton().getElement().getAttribute('aria-label')).toBe('إجراءات \u2068الإنجليزية\u2069');
    await act(async () => menu.openDropdown());
    expect(menu.findItems().map((item) => item.getElement().textContent)).toEqual(['إضافة إلى لغات التطبيق', 'تعيين الاتجاه من اليمين إلى اليسار']);

    expect(await seriousAxeViolations(view.container)).toEqual([]);
  });
});
