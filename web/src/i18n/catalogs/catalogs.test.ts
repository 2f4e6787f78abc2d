import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../../../shared/constants';
import { DROPDOWN_TYPES } from '../../../../shared/dropdown-types';
import { AREAS as PERMISSION_AREAS } from '../../../../shared/permissions';
import { BIDI_MESSAGE, VERSION_MESSAGE } from '../../../../shared/schemas/common';
import { TIME_ZONE_MESSAGE } from '../../../../shared/schemas/museum';
import { USER_MESSAGES } from '../../../../shared/schemas/user-messages';
import { COLOUR_MESSAGE, DROPDOWN_TITLE_MESSAGE, DROPDOWN_TYPE_MESSAGE } from '../../../../shared/schemas/vocabulary';
import { REFERENCE_LISTS } from '../../../../shared/vocabularies';
import { AREAS as ARABIC_AREAS, ar } from './ar';
import { AREAS as ENGLISH_AREAS, en } from './en';

/** Every argument a message takes (`{name}`, `{total, plural, ...}`), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentsOf(element.children, into);
    }
  }
  return into;
}

const ids = Object.keys(en) as (keyof typeof en)[];

describe('the catalogs', () => {
  it('have the same areas, and each Arabic area the same keys as its English one', () => {
    expect(Object.keys(ARABIC_AREAS).sort()).toEqual(Object.keys(ENGLISH_AREAS).sort());
    for (const [area, english] of Object.entries(ENGLISH_AREAS)) {
      const arabic = ARABIC_AREAS[area as keyof typeof ARABIC_AREAS];
      expect(Object.keys(arabic).sort(), area).toEqual(Object.keys(english).sort());
    }
  });

  it('never give one id to two areas (a later area would silently win)', () => {
    const total = Object.values(ENGLISH_AREAS).reduce((n, area) => n + Object.keys(area).length, 0);
    expect(Object.keys(en)).toHaveLength(total);
  });

  it('hold a non-empty Arabic text for every English one', () => {
    for (const id of ids) {
      expect(ar[id].trim(), id).not.toBe('');
      expect(en[id].trim(), id).not.toBe('');
    }
  });

  it('parse as ICU messages, with the same arguments, plurals and tags in both languages', () => {
    for (const id of ids) {
      const english = argumentsOf(parse(en[id]));
      const arabic = argumentsOf(parse(ar[id]));
      expect([...arabic].sort(), id).toEqual([...english].sort());
    }
  });

  it('translate the texts the API and the shared schemas send in English', () => {
    const known = new Set(Object.values(en));
    const shared = [
      ...Object.values(TEXTS),
      ...Object.values(USER_MESSAGES),
      ...Object.values(PERMISSION_AREAS).map((area) => area.label),
      ...REFERENCE_LISTS.flatMap((list) => [list.column, ...(list.tab ? [list.tab] : [])]),
      ...DROPDOWN_TYPES.map((type) => type.title),
      BIDI_MESSAGE,
      VERSION_MESSAGE,
      TIME_ZONE_MESSAGE,
      COLOUR_MESSAGE,
      DROPDOWN_TITLE_MESSAGE,
      DROPDOWN_TYPE_MESSAGE,
    ];
    expect(shared.filter((text) => !known.has(text))).toEqual([]);
  });
});
