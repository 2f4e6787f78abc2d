import { act, cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context';
import { createApiClient } from '../../api/client';
import { ar } from '../../i18n/catalogs/ar';
import { en } from '../../i18n/catalogs/en';
import { NotificationsProvider } from '../../notifications/notifications-context';
import { MinimumRecordCard } from './minimum-record-card';

const FIGURE = {
  objects: 200,
  meeting: 150,
  fields: [
    { field: 'inventoryNumber', lacking: 0 },
    { field: 'description', lacking: 30 },
    { field: 'dimensions', lacking: 1234 },
  ],
};

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderCard(language: 'en' | 'ar') {
  const client = createApiClient('', async () => 'token', async (url) => (url.endsWith('/api/dashboard/minimum-record') ? Response.json(FIGURE) : Response.json({}, { status: 404 })));
  render(
    <IntlProvider locale={language} defaultLocale="en" messages={language === 'en' ? en : ar}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <ApiProvider client={client}>
          <NotificationsProvider>
            <Routes>
              <Route path="/dashboard" element={<MinimumRecordCard />} />
              <Route path="/objects" element={<Where />} />
            </Routes>
          </NotificationsProvider>
        </ApiProvider>
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('the minimum-record card', () => {
  afterEach(cleanup);

  it('shows the share meeting it and, per chosen field, how many lack it, each leading to those objects', async () => {
    renderCard('en');
    const card = screen.getByTestId('minimum-record-card');
    await vi.waitFor(() => expect(within(card).getByText('75% of objects meet the minimum record')).toBeTruthy());
    expect(within(card).getByText('150 of 200 objects have every chosen field')).toBeTruthy();
    expect(within(card).getByText('Description')).toBeTruthy();
    expect(within(card).getByText('Dimensions')).toBeTruthy();
    const link = screen.getByTestId('lacking-dimensions');
    expect(link.textContent).toBe('1,234');
    expect(link.getAttribute('href')).toBe('/objects?missing=dimensions');
    expect(link.getAttribute('aria-label')).toBe('1,234 lacking Dimensions');
    await act(async () => link.click());
    expect(screen.getByTestId('where').textContent).toBe('/objects?missing=dimensions');
  });

  it('reads in Arabic', async () => {
    renderCard('ar');
    const card = screen.getByTestId('minimum-record-card');
    await vi.waitFor(() => expect(within(card).getByText('الأبعاد')).toBeTruthy());
    expect(within(card).getByText('الحد الأدنى للتوثيق')).toBeTruthy();
    expect(card.textContent).toContain('تستوفي الحد الأدنى للتوثيق');
  });
});
