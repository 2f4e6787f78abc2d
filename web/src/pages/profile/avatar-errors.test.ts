import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { ar } from '../../i18n/catalogs/ar';
import { en } from '../../i18n/catalogs/en';
import { translatorFor } from '../../i18n/translator';
import { avatarErrorInReadersLanguage } from './avatar-errors';
import { CANVAS_CONTEXT_ERROR, NOT_AN_IMAGE, PictureNotStoredError } from './avatar-texts';

const arabic = translatorFor({ language: 'ar', messages: ar });
const english = translatorFor({ language: 'en', messages: en });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

describe('an avatar upload failure, as the notice tells it', () => {
  it("reads in the spec's English in the English console", () => {
    expect(messageOf(avatarErrorInReadersLanguage(new Error(CANVAS_CONTEXT_ERROR), english))).toBe('Could not get the context of the canvas element');
    expect(messageOf(avatarErrorInReadersLanguage(new PictureNotStoredError(400), english))).toBe('The picture could not be stored (status 400).');
  });

  it('reads in Arabic in the Arabic console', () => {
    expect(messageOf(avatarErrorInReadersLanguage(new Error(CANVAS_CONTEXT_ERROR), arabic))).toBe(ar['users.avatar.canvas']);
    expect(messageOf(avatarErrorInReadersLanguage(new Error(NOT_AN_IMAGE), arabic))).toBe('لا يمكن رفع سوى الصور هنا.');
    expect(messageOf(avatarErrorInReadersLanguage(new PictureNotStoredError(413), arabic))).toBe('تعذر حفظ الصورة (الحالة 413).');
  });

  it("leaves the API's errors to the notice, and a browser's own message as it came", () => {
    const api = new ApiError(400, { message: 'ValidationException' });
    expect(avatarErrorInReadersLanguage(api, arabic)).toBe(api);
    expect(messageOf(avatarErrorInReadersLanguage(new Error('The source image could not be decoded.'), arabic))).toBe('The source image could not be decoded.');
  });
});
