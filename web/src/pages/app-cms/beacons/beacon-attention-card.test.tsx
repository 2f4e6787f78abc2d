import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BeaconAttention } from '../../../../../shared/schemas/beacon';
import { ApiProvider } from '../../../api/api-context';
import { createApiClient } from '../../../api/client';
import { ConsoleLocaleProvider } from '../../../i18n/console-locale';
import { NotificationsProvider } from '../../../notifications/notifications-context';
import { BeaconAttentionCard } from './beacon-attention-card';

const settings = { silentDays: 3, lowBatteryPercent: 15 };
const none = { total: 0, beacons: [] };

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderCard(answer: BeaconAttention) {
  const client = createApiClient('', async () => 'token', async (url) => (String(url).endsWith('/api/beacons/attention') ? Response.json(answer) : new Response(null, { status: 404 })));
  render(
    <ConsoleLocaleProvider>
      <ApiProvider client={client}>
        <NotificationsProvider>
          <MemoryRouter initialEntries={['/dashboard']}>
            <Routes>
              <Route path="*" element={<><BeaconAttentionCard /><Where /></>} />
            </Routes>
          </MemoryRouter>
        </NotificationsProvider>
      </ApiProvider>
    </ConsoleLocaleProvider>,
  );
}

describe('beacons needing attention', () => {
  afterEach(cleanup);

  it("shows each kind's count with the first beacons, the museum's settings, and leads to the list filtered to it", async () => {
    renderCard({
      settings,
      silent: { total: 7, beacons: [{ id: 'a', uniqueId: 'hall-1', batteryLevel: 80, lastSyncedTimestamp: 1 }] },
      lowBattery: { total: 1, beacons: [{ id: 'b', uniqueId: 'door-2', batteryLevel: 9, lastSyncedTimestamp: 2 }] },
      silentGateways: [{ id: 'g', name: 'Attic', lastSeenAt: null }],
    });
    const card = await screen.findByTestId('attention-silent');
    expect(within(card).getByRole('link').textContent).toBe('7');
    expect(within(card).getByText('hall-1')).toBeTruthy();
    expect(within(screen.getByTestId('attention-low-battery')).getByText('door-2')).toBeTruthy();
    expect(within(screen.getByTestId('attention-gateways')).getByText('Attic')).toBeTruthy();
    expect(screen.getByText('Silent after 3 days without a scan; low battery under 15%. Gateways are silent after a day without a batch.')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('attention-low-battery')).getByRole('link'));
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/beacons?health=low-battery'));
  });

  it('says so when every beacon and gateway is reporting', async () => {
    renderCard({ settings, silent: none, lowBattery: none, silentGateways: [] });
    expect(await screen.findByText('Every beacon and gateway is reporting.')).toBeTruthy();
    expect(screen.queryByTestId('attention-silent')).toBeNull();
  });
});
