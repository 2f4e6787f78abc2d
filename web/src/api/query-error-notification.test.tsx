import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_ERROR_MS } from '../../../shared/constants';
import { NotificationBar } from '../notifications/notification-bar';
import { IntlWrapper } from '../test-support/render-with-intl';
import { NotificationsProvider } from '../notifications/notifications-context';
import { ApiProvider } from './api-context';
import { createApiClient } from './client';
import { useApiQuery } from './use-api-query';

const failure = {
  message: 'EntityNotFoundException',
  debugMessage: 'No user group with id 9.',
  status: 404,
  timestamp: '2024-05-01T10:00:00.000Z',
  logIdentifier: 'log-42',
};

function GroupProbe() {
  const { data, error, loading } = useApiQuery('/users/user-groups/9', (value) => value);
  return <div data-testid="probe">{loading ? 'loading' : error ? 'failed' : JSON.stringify(data)}</div>;
}

function renderWithServer(status: number, body: unknown) {
  const client = createApiClient('', async () => 'token', async () => new Response(JSON.stringify(body), { status }));
  return render(
    <ApiProvider client={client}>
      <NotificationsProvider>
        <NotificationBar />
        <GroupProbe />
      </NotificationsProvider>
    </ApiProvider>,
    { wrapper: IntlWrapper },
  );
}

describe('a failing query', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the spec error notification for 10 seconds and empties the data', async () => {
    const { container, getByTestId } = renderWithServer(404, failure);
    await vi.waitFor(() => expect(getByTestId('probe').textContent).toBe('failed'));

    const flashes = createWrapper(container).findFlashbar()!.findItems();
    expect(flashes).toHaveLength(1);
    expect(flashes[0].findHeader()!.getElement().textContent).toBe('Entity Not Found Error');
    const lines = [...flashes[0].findContent()!.getElement().querySelectorAll('[data-testid="error-notice-details"] > div')].map((d) => d.textContent);
    expect(lines).toEqual(['No user group with id 9.', '404', '2024-05-01T10:00:00.000Z', 'Log ID: log-42']);

    await act(async () => {
      vi.advanceTimersByTime(QUERY_ERROR_MS - 100);
    });
    expect(createWrapper(container).findFlashbar()!.findItems()).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    // The flash leaves through Cloudscape's exit transition, so its removal is awaited.
    await vi.waitFor(() => expect(createWrapper(container).findFlashbar()!.findItems()).toHaveLength(0));
  });

  it('shows nothing when the query succeeds', async () => {
    const { container, getByTestId } = renderWithServer(200, { id: '9', value: 'Curators' });
    await vi.waitFor(() => expect(getByTestId('probe').textContent).toBe('{"id":"9","value":"Curators"}'));
    expect(createWrapper(container).findFlashbar()!.findItems()).toHaveLength(0);
  });
});
