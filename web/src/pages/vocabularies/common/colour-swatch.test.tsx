import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWATCH_FALLBACK_COLOURS } from '../../../../../shared/constants';
import { renderWithIntl as render } from '../../../test-support/render-with-intl';
import { ColourSwatch } from './colour-swatch';

afterEach(cleanup);

describe('a colour swatch', () => {
  it('saves the picked colour, upper-case, when the picker closes', () => {
    const onChange = vi.fn();
    const view = render(<ColourSwatch colour="#9B9B9B" list="Movement Reason" name="Loan" canEdit onChange={onChange} />);
    const input = view.getByTestId('colour-input') as HTMLInputElement;
    // Moving through the picker fires `input` only: nothing is saved yet.
    fireEvent.input(input, { target: { value: '#aa0000' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '#aa0000' } });
    expect(onChange).toHaveBeenCalledWith('#AA0000');
  });

  it('saves nothing when the picker closes on the same colour', () => {
    const onChange = vi.fn();
    const view = render(<ColourSwatch colour="#9B9B9B" list="Movement Reason" name="Loan" canEdit onChange={onChange} />);
    fireEvent.change(view.getByTestId('colour-input'), { target: { value: '#9b9b9b' } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the fallback swatch for a row without colour, and no picker without write', () => {
    const view = render(<ColourSwatch colour={null} list="Movement Reason" name="Loan" canEdit={false} onChange={vi.fn()} />);
    const background = (view.getByTestId('colour-swatch') as HTMLElement).style.background.toUpperCase();
    expect([SWATCH_FALLBACK_COLOURS[0], hexToRgb(SWATCH_FALLBACK_COLOURS[0]).toUpperCase()]).toContain(background);
    expect((view.getByTestId('colour-input') as HTMLInputElement).disabled).toBe(true);
    expect(view.getByTestId('colour-code').textContent).toBe('-');
  });

  it('names the colour by its hex code, in words and beside the swatch, not by its colour alone', () => {
    const view = render(<ColourSwatch colour="#aa3300" list="Movement Reason" name="Loan" canEdit onChange={vi.fn()} />);
    expect(view.getByLabelText('Movement Reason colour of Loan: #AA3300')).toBe(view.getByTestId('colour-input'));
    expect(view.getByTestId('colour-code').textContent).toBe('#AA3300');
  });
});

function hexToRgb(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
