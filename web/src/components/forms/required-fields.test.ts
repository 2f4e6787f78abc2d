import { describe, expect, it, vi } from 'vitest';
import type { FieldErrors } from './schema-errors';
import { requiredFields } from './required-fields';

type Values = { title: string; note: string; tags: string[]; on: boolean; texts: Record<string, { title: string; published: boolean }> };
const values: Values = { title: 'Vase', note: '', tags: ['a'], on: true, texts: { en: { title: 'Vase', published: true }, ar: { title: '', published: false } } };

/** A save needs a title, a tag while switched on, and a title in each published language (reported as content.<code>.title). */
function check(v: Values): FieldErrors {
  const errors: Record<string, string> = {};
  if (!v.title.trim()) errors.title = 'Title is required.';
  if (v.on && !v.tags.length) errors.tags = 'Choose a tag.';
  if (v.note.length > 5) errors.note = 'Too long.';
  for (const [code, t] of Object.entries(v.texts)) if (t.published && !t.title) errors[`content.${code}.title`] = 'Title is required.';
  return errors;
}

describe('required fields, read from the checks that refuse the save', () => {
  it('is a field whose emptiness the checks refuse, whatever it holds now', () => {
    const required = requiredFields(check, values);
    expect([required('title'), required('note'), required('tags'), required('on')]).toEqual([true, false, true, false]);
    expect(requiredFields(check, { ...values, title: '' })('title')).toBe(true);
    expect(requiredFields(check, { ...values, note: 'far too long' })('note')).toBe(false);
  });

  it('follows rules that depend on other fields, and reads nested values under their own error keys', () => {
    expect(requiredFields(check, { ...values, on: false })('tags')).toBe(false);
    const required = requiredFields(check, values);
    expect(required('texts.en.title', 'content.en.title')).toBe(true);
    expect(required('texts.ar.title', 'content.ar.title')).toBe(false);
    expect(requiredFields(check, { ...values, texts: { ...values.texts, ar: { title: '', published: true } } })('texts.ar.title', 'content.ar.title')).toBe(true);
  });

  it('runs the checks once per field and set of values', () => {
    const counted = vi.fn(check);
    const required = requiredFields(counted, values);
    required('title');
    required('title');
    expect(counted).toHaveBeenCalledTimes(1);
  });
});
