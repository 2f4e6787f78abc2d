import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { UnsavedChangesProvider } from '../components/unsaved-changes/unsaved-changes';
import { renderWithIntl as render } from './render-with-intl';

/**
 * The shell's unsaved-changes provider around a list (/list), a form (/form) and a page after it
 * (/next), started at `entries[index]`: what the browser's back and forward buttons do to typing.
 */
export function renderFormRoutes(form: ReactElement, entries: string[], index: number) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesProvider>
            <Outlet />
          </UnsavedChangesProvider>
        ),
        children: [
          { path: '/list', element: <p data-testid="list-screen" /> },
          { path: '/form', element: form },
          { path: '/next', element: <p data-testid="next-screen" /> },
        ],
      },
    ],
    { initialEntries: entries, initialIndex: index },
  );
  const view = render(<RouterProvider router={router} />);
  const go = (delta: number) => act(async () => void (await router.navigate(delta)));
  const modal = () => createWrapper(document.body).findModal('[data-testid="unsaved-changes"]');
  const asked = () => modal()?.isVisible() ?? false;
  return { router, view, go, modal, asked, path: () => router.state.location.pathname };
}
