import { translateKnown } from '../../i18n/known-text';
import type { Translate } from '../../i18n/use-t';
import { PictureNotStoredError } from './avatar-texts';

/**
 * The scaling and upload code throws the spec's English; the notice shows it in the reader's
 * language. Anything else (the API's errors, which the notice translates itself) goes through as it is.
 */
export function avatarErrorInReadersLanguage(error: unknown, t: Translate): unknown {
  if (error instanceof PictureNotStoredError) return new Error(t('users.avatar.notStored', { status: error.status }), { cause: error });
  if (error instanceof Error && error.constructor === Error) return new Error(translateKnown(t, error.message), { cause: error });
  return error;
}
