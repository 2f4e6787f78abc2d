/**
 * The avatar upload's failures, in the spec's English. They are thrown as Error messages by code
 * that knows no language; the English catalog imports them, so the avatar button can show each in
 * the reader's language (see avatar-button.tsx).
 */
export const CANVAS_CONTEXT_ERROR = 'Could not get the context of the canvas element';
export const NOT_CONVERTED = 'The picture could not be converted.';
export const NOT_AN_IMAGE = 'Only images can be uploaded here.';

/** The file store refused the picture; its status goes into the message. */
export class PictureNotStoredError extends Error {
  constructor(readonly status: number) {
    super(`The picture could not be stored (status ${status}).`);
    this.name = 'PictureNotStoredError';
  }
}
