import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '../../../../shared/schemas/user-messages';
import { ar } from '../../i18n/catalogs/ar';
import { en } from '../../i18n/catalogs/en';
import { translateKnown } from '../../i18n/known-text';
import { translatorFor } from '../../i18n/translator';

const arabic = translatorFor({ language: 'ar', messages: ar });
const english = translatorFor({ language: 'en', messages: en });

describe("the user forms' messages", () => {
  // The shared schemas and the API send these in English; the forms show them in the reader's language.
  it.each(Object.entries(USER_MESSAGES))('%s reads in Arabic, and unchanged in English', (_key, message) => {
    expect(translateKnown(english, message)).toBe(message);
    const inArabic = translateKnown(arabic, message);
    expect(inArabic).not.toBe(message);
    expect(inArabic).toMatch(/[\u0600-\u06ff]/);
  });

  it("translates the API's answer to a wrong current password", () => {
    expect(translateKnown(arabic, 'The current password is not correct.')).toBe('كلمة المرور الحالية غير صحيحة.');
  });
});

describe("the users screens' spec texts", () => {
  it('are the English catalog entries, word for word', () => {
    expect(english('users.saved.inserted')).toBe('Successfully inserted new item!');
    expect(english('users.saved.goToUsers')).toBe('Go to users');
    expect(english('users.saved.addUser')).toBe('Add user');
    expect(english('users.avatar.canvas')).toBe('Could not get the context of the canvas element');
    expect(english('users.profile.tab.preferences')).toBe('Preferences');
    expect(arabic('users.profile.tab.preferences')).toBe('التفضيلات');
  });
});
