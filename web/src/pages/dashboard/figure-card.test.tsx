import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context';
import { createApiClient } from '../../api/client';
import { ConsoleLocaleProvider } from '../../i18n/console-locale';
import { NotificationsProvider } from '../../notifications/notifications-context';
import { CountryCard } from './country-card';
import { FigureCard } from './figure-card';

const failure = { message: 'InternalServerException', debugMessage: 'boom', status: 500, timestamp: '2026-11-24T10:00:00Z', logIdentifier: 'log-1' };

function renderCards(slow: Promise<void>) {
  const client = createApiClient('', async () => 'token', async (url) => {
    if (url.endsWith('/object-count')) return Response.json(100_000);
    if (url.endsWith('/unavailable-objects')) return Response.json(failure, { status: 500 });
    if (url.endsWith('/group-country')) return Response.json([{ x: 'Qatar', y: 3 }, { x: 'مصر', y: 1 }]);
    await slow;
    return Response.json(7);
  });
  render(
    <ConsoleLocaleProvider>
      <ApiProvider client={client}>
        <NotificationsProvider>
          <FigureCard figure="object-count" />
          <FigureCard figure="unavailable-objects" />
          <FigureCard figure="objects-in-bad-condition" />
          <CountryCard />
        </NotificationsProvider>
      </ApiProvider>
    </ConsoleLocaleProvider>,
  );
}

describe('dashboard cards', () => {
  afterEach(cleanup);

  it('each shows its own figure: a failed one says so, a slow one holds no other up', async () => {
    let finish = () => undefined as void;
    renderCards(new Promise<void>((resolve) => (finish = resolve)));
    const card = (figure: string) => screen.getByTestId(`figure-${figure}`);
    await vi.waitFor(() => expect(within(card('object-count')).getByTestId('figure-value').textContent).toBe('100,000'));
    await vi.waitFor(() => expect(within(card('unavailable-objects')).getByText('Could not be loaded')).toBeTruthy());
    expect(within(card('objects-in-bad-condition')).queryByTestId('figure-value')).toBeNull();
    await vi.waitFor(() => expect(within(screen.getByTestId('country-list')).getByText('مصر')).toBeTruthy());
    finish();
    await vi.waitFor(() => expect(within(card('objects-in-bad-condition')).getByTestId('figure-value').textContent).toBe('7'));
    expect(within(card('unavailable-objects')).getByText('Unavailable Objects')).toBeTruthy();
  });
});
