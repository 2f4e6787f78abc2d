import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, cleanup } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_ERROR_MS } from '../../../../../shared/constants';
import { ApiError } from '../../../api/api-error';
import { NotificationBar } from '../../../notifications/notification-bar';
import { NotificationsProvider } from '../../../notifications/notifications-context';
import { renderWithIntl as render } from '../../../test-support/render-with-intl';
import { useLanguageSaveError } from './pending-content-message';

let report: (error: unknown) => void = () => undefined;

function Probe() {
  report = useLanguageSaveError();
  const { pathname } = useLocation();
  return <div data-testid="path">{pathname}</div>;
}

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['/languages']}>
      <NotificationsProvider>
        <NotificationBar />
        <Routes>
          <Route path="*" element={<Probe />} />
        </Routes>
      </NotificationsProvider>
    </MemoryRouter>,
  );
}

const failure = (items: { id: string; title: string }[]) =>
  new ApiError(409, { message: 'ConflictException', debugMessage: 'POIs have no content.', status: 409, timestamp: 't', logIdentifier: 'l', items });

describe('the language-save failure message', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('names the first POI, links it to its update screen, counts the others and goes after 5 s', async () => {
    const { container, getByTestId } = renderScreen();
    act(() => report(failure([{ id: 'p7', title: 'Pearl Diving Boat' }, { id: 'p8', title: 'Falcon' }, { id: 'p9', title: 'Dhow' }])));

    const flash = createWrapper(container).findFlashbar()!.findItems()[0];
    expect(flash.findContent()!.getElement().textContent).toBe(
      'Pearl Diving Boat does not have content for the selected language.Other 2 POIs are pending content.',
    );
    const link = createWrapper(container).findLink('[data-testid="pending-content-link"]')!;
    expect(link.getElement().getAttribute('href')).toBe('/updatePoi/p7');
    act(() => link.click());
    expect(getByTestId('path').textContent).toBe('/updatePoi/p7');

    await act(async () => {
      vi.advanceTimersByTime(LANGUAGE_ERROR_MS - 100);
    });
    expect(createWrapper(container).findFlashbar()!.findItems()).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    await vi.waitFor(() => expect(createWrapper(container).findFlashbar()!.findItems()).toHaveLength(0));
  });

  it('says nothing about others when only one POI lacks content', () => {
    const { container } = renderScreen();
    act(() => report(failure([{ id: 'p1', title: 'Fort' }])));
    expect(createWrapper(container).findFlashbar()!.findItems()[0].findContent()!.getElement().textContent).toBe(
      'Fort does not have content for the selected language.',
    );
  });

  it('shows the server message when the failure names no POIs', () => {
    const { container } = renderScreen();
    act(() => report(new ApiError(409, { message: 'ConflictException', debugMessage: 'Arabic is already in the list.', status: 409 })));
    const flash = createWrapper(container).findFlashbar()!.findItems()[0];
    expect(flash.findHeader()!.getElement().textContent).toBe('Conflict Error');
    expect(flash.findContent()!.getElement().textContent).toContain('Arabic is already in the list.');
  });
});
