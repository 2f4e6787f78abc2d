import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test-support/render-with-intl';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('drawing failed');
}

describe('a screen that throws', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the console\'s own error page with a reload, not a blank page or the router\'s developer screen', async () => {
    // React reports the caught error on the console; the page is what the reader sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    renderWithIntl(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText('drawing failed')).toBeNull();
  });
});
