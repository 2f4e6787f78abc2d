import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/catalogs/ar';
import { translateKnown } from '../../i18n/known-text';
import { ENGLISH } from '../../i18n/load-catalog';
import { translatorFor } from '../../i18n/translator';
import { groupNameError } from './group-name';

describe('a group name', () => {
  it('is required', () => {
    expect(groupNameError('')).toBe('Please input the group name!');
    expect(groupNameError('   ')).toBe('Please input the group name!');
    expect(groupNameError('Curators')).toBeUndefined();
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
