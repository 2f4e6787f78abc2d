import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl as render } from '../../../test-support/render-with-intl';
import { EditableCell } from './editable-cell';

afterEach(cleanup);

function renderCell(value: string, onSave = vi.fn(async () => undefined), canEdit = true) {
  const onCancel = vi.fn();
  const view = render(<EditableCell value={value} column="Movement Reason" canEdit={canEdit} onSave={onSave} onCancel={onCancel} />);
  const input = () => view.getByTestId('cell-input') as HTMLInputElement;
  const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
  const key = async (k: string) => act(async () => void fireEvent.keyDown(input(), { key: k }));
  return { ...view, onSave, onCancel, input, type, key };
}

describe('an editable list cell', () => {
  it('saves a changed value on Enter and leaves edit mode', async () => {
    const cell = renderCell('Loan');
    fireEvent.click(cell.getByTestId('cell-value'));
    cell.type('Loan out');
    await cell.key('Enter');
    expect(cell.onSave).toHaveBeenCalledWith('Loan out');
    expect(cell.queryByTestId('cell-input')).toBeNull();
  });

  it('saves a changed value on blur, once', async () => {
    const cell = renderCell('Loan');
    fireEvent.click(cell.getByTestId('cell-value'));
    cell.type('  Exhibition ');
    await act(async () => void fireEvent.blur(cell.input()));
    expect(cell.onSave).toHaveBeenCalledTimes(1);
    expect(cell.onSave).toHaveBeenCalledWith('Exhibition');
  });

  it('does not save an unchanged value', async () => {
    const cell = renderCell('Loan');
    fireEvent.click(cell.getByTestId('cell-value'));
    await cell.key('Enter');
    expect(cell.onSave).not.toHaveBeenCalled();
    expect(cell.getByTestId('cell-value').textContent).toBe('Loan');
  });

  it('requires a value with the column title and saves nothing', async () => {
    const cell = renderCell('Loan');
    fireEvent.click(cell.getByTestId('cell-value'));
    cell.type('   ');
    await cell.key('Enter');
    expect(cell.getByText('Movement Reason is required.')).toBeTruthy();
    expect(cell.onSave).not.toHaveBeenCalled();
  });

  it('opens a new empty row in edit mode, and Escape discards it', async () => {
    const cell = renderCell('');
    expect(cell.input()).toBeTruthy();
    await cell.key('Escape');
    expect(cell.onCancel).toHaveBeenCalled();
  });

  it('stays in edit mode with the typed text when the save fails', async () => {
    const cell = renderCell('Loan', vi.fn(async () => Promise.reject(new Error('409'))));
    fireEvent.click(cell.getByTestId('cell-value'));
    cell.type('Storage');
    await cell.key('Enter');
    expect(cell.input().value).toBe('Storage');
  });

  it('cannot be edited without write permission on setting', () => {
    const cell = renderCell('Loan', undefined, false);
    fireEvent.click(cell.getByTestId('cell-value'));
    expect(cell.queryByTestId('cell-input')).toBeNull();
  });
});
