import { act, cleanup, fireEvent } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddGroupModal } from '../../pages/user-groups/add-group-modal';
import { EditableCell } from '../../pages/vocabularies/common/editable-cell';
import { DropdownModal } from '../../pages/vocabularies/dropdowns/dropdown-modal';
import { renderFormRoutes } from '../../test-support/unsaved-changes-router';

const never = () => new Promise<never>(() => {});

/** `form` on /form, opened from /list: what the browser's back button does after typing in it. */
function renderForm(form: ReactElement) {
  const routes = renderFormRoutes(form, ['/list', '/form'], 1);
  const type = (testId: string, text: string) => fireEvent.change(routes.view.getByTestId(testId), { target: { value: text } });
  return { ...routes, type, back: () => routes.go(-1) };
}

describe('the forms beyond the record screens ask before their typing is lost', () => {
  afterEach(cleanup);

  it('a dropdown value typed in its modal', async () => {
    const form = renderForm(<DropdownModal visible mode="add" initialTitle="" onSave={never} onClose={() => {}} />);
    form.type('dropdown-title', 'Bronze');
    await form.back();
    expect(form.asked()).toBe(true);
    expect(form.path()).toBe('/form');
  });

  it('a dropdown modal opened and left untouched lets the reader go', async () => {
    const form = renderForm(<DropdownModal visible mode="update" initialTitle="Bronze" onSave={never} onClose={() => {}} />);
    await form.back();
    expect(form.asked()).toBe(false);
    expect(form.path()).toBe('/list');
  });

  it("a new user group's name", async () => {
    const form = renderForm(<AddGroupModal visible onAdd={never} onClose={() => {}} />);
    form.type('group-name', 'Registrars');
    await form.back();
    expect(form.asked()).toBe(true);
  });

  it('a reference list value being edited in its cell, until it is typed back as it was', async () => {
    const form = renderForm(<EditableCell value="Gallery" column="Value" canEdit onSave={never} />);
    act(() => form.view.getByTestId('cell-value').click());
    const input = () => form.view.container.querySelector('input')!;
    fireEvent.change(input(), { target: { value: 'Gallery 2' } });
    await form.back();
    expect(form.asked()).toBe(true);
    act(() => form.modal()!.findFooter()!.findButton(':first-child')!.click());
    fireEvent.change(input(), { target: { value: 'Gallery' } });
    await form.back();
    expect(form.path()).toBe('/list');
  });
});
