import { translateKnown } from '../i18n/known-text';
import type { Translate } from '../i18n/use-t';
import { ApiError, type ApiErrorBody } from './api-error';

export type ErrorNotice = { header: string; lines: string[] };

/** The API's message in the reader's language: the catalog's text of those words, or a screen's own reader (an import's mapping names a field inside its sentence). */
export type MessageReader = (t: Translate, message: string) => string;

/**
 * 'EntityNotFoundException' reads 'Entity Not Found Error' (spec 1 section 8): capitals start
 * words, 'Exception' becomes 'Error', and a missing message is just 'Error'.
 */
export function errorHeader(message: string | undefined): string {
  const text = (message ?? '').trim();
  if (!text) return 'Error';
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/Exception/g, 'Error')
    .replace(/\s+/g, ' ');
}

/** The description: debug message, status, timestamp and 'Log ID: …', each on its own line when known. */
export function errorLines(body: ApiErrorBody, t: Translate, read: MessageReader = translateKnown): string[] {
  const lines: string[] = [];
  if (body.debugMessage) lines.push(read(t, body.debugMessage));
  if (body.status !== undefined) lines.push(String(body.status));
  if (body.timestamp) lines.push(body.timestamp);
  if (body.logIdentifier) lines.push(t('error.logId', { logIdentifier: body.logIdentifier }));
  return lines;
}

/**
 * The notice in the reader's language: headers and messages the catalog knows are translated,
 * others shown as the server wrote them. Failures that never reached the API (offline, aborted)
 * still get a notice, without server fields.
 */
export function errorNotice(error: unknown, t: Translate, read?: MessageReader): ErrorNotice {
  if (error instanceof ApiError) return { header: translateKnown(t, errorHeader(error.body.message)), lines: errorLines(error.body, t, read) };
  const detail = error instanceof Error && error.message ? [error.message] : [];
  return { header: t('error.title'), lines: detail };
}
