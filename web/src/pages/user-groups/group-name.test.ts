import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/catalogs/ar';
import { translateKnown } from '../../i18n/known-text';
import { ENGLISH } from '../../i18n/load-catalog';
import { translatorFor } from '../../i18n/translator';
import { groupNameError, matchesGroup } from './group-name';

describe('a group name', () => {
  it('is required', () => {
    expect(groupNameError('')).toBe('Please input the group name!');
    expect(groupNameError('   ')).toBe('Please input the group name!');
    expect(groupNameError('Curators')).toBeUndefined();
  });

  it('is found by any part of it, whatever the case', () => {
    expect(matchesGroup('Collection Curators', ' curat')).toBe(true);
    expect(matchesGroup('Collection Curators', 'admin')).toBe(false);
    expect(matchesGroup('Anything', '')).toBe(true);
  });
});

describe("the group name's message", () => {
  it("reads in the console's language", () => {
    const english = translatorFor(ENGLISH);
    const arabic = translatorFor({ language: 'ar', messages: ar });
    const message = groupNameError('') ?? '';
    expect(translateKnown(english, message)).toBe('Please input the group name!');
    expect(translateKnown(arabic, message)).toBe('يرجى إدخال اسم المجموعة!');
  });
});
