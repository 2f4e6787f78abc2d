import { describe, expect, it } from 'vitest';
import { cutText } from './cut-text';

describe('cutText', () => {
  it('keeps a text within the limit as it is, trimmed', () => {
    expect(cutText('  Amphora  ', 10)).toBe('Amphora');
  });

  it('cuts a longer text at a word break with an ellipsis, within the limit', () => {
    const cut = cutText('Bronze amphora with painted handles', 20);
    expect(cut).toBe('Bronze amphora with…');
    expect([...cut].length).toBeLessThanOrEqual(20);
  });

  it('cuts inside a long word when no break falls in the second half', () => {
    expect(cutText('Supercalifragilistic', 8)).toBe('Superca…');
  });

  it('never splits a character of two code units', () => {
    const cut = cutText('🏺🏺🏺🏺🏺', 3);
    expect(cut).toBe('🏺🏺…');
  });
});
