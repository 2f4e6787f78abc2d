import { act, cleanup, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFormRoutes } from '../../test-support/unsaved-changes-router';
import { useUnsavedChanges } from './unsaved-changes';

function NameForm() {
  const [name, setName] = useState('');
  useUnsavedChanges({ name });
  return <input data-testid="name" value={name} onChange={(event) => setName(event.target.value)} />;
}

function renderAt(entries: string[], index: number) {
  const routes = renderFormRoutes(<NameForm />, entries, index);
  const type = (text: string) => fireEvent.change(routes.view.getByTestId('name'), { target: { value: text } });
  return { ...routes, type };
}

describe('leaving a form with unsaved typing', () => {
  afterEach(cleanup);

  it('asks before the browser goes back; Cancel keeps the address and the typing, Leave goes back', async () => {
    const { view, type, go, modal, asked, path } = renderAt(['/list', '/form'], 1);
    type('Brass jar');
    await go(-1);
    expect(asked()).toBe(true);
    expect(modal()!.findHeader().getElement().textContent).toBe('Leave page');
    expect(modal()!.findContent().getElement().textContent).toBe("Are you sure that you want to leave the current page? The changes that you made won't be saved.");

    act(() => modal()!.findFooter()!.findButton(':first-child')!.click());
    expect(asked()).toBe(false);
    expect(path()).toBe('/form');
    expect((view.getByTestId('name') as HTMLInputElement).value).toBe('Brass jar');

    await go(-1);
    await act(async () => modal()!.findFooter()!.findButton('[data-testid="unsaved-changes-leave"]')!.click());
    await vi.waitFor(() => expect(path()).toBe('/list'));
    expect(view.getByTestId('list-screen')).toBeTruthy();
  });

  it('asks before the browser goes forward, as for any other way out', async () => {
    const { type, go, modal, asked, path } = renderAt(['/form', '/next'], 0);
    type('Silver jar');
    await go(1);
    expect(asked()).toBe(true);
    expect(path()).toBe('/form');
    await act(async () => modal()!.findFooter()!.findButton('[data-testid="unsaved-changes-leave"]')!.click());
    await vi.waitFor(() => expect(path()).toBe('/next'));
  });

  it('lets the browser go back at once when nothing was typed, or the typing was taken back', async () => {
    const first = renderAt(['/list', '/form'], 1);
    await first.go(-1);
    expect(first.asked()).toBe(false);
    expect(first.path()).toBe('/list');
    cleanup();

    const second = renderAt(['/list', '/form'], 1);
    second.type('x');
    second.type('');
    await second.go(-1);
    expect(second.asked()).toBe(false);
    expect(second.path()).toBe('/list');
  });
});
