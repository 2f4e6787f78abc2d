import { ApiError, type ApiErrorBody } from './api-error';

export type ErrorNotice = { header: string; lines: string[] };

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
export function errorLines(body: ApiErrorBody): string[] {
  const lines: string[] = [];
  if (body.debugMessage) lines.push(body.debugMessage);
  if (body.status !== undefined) lines.push(String(body.status));
  if (body.timestamp) lines.push(body.timestamp);
  if (body.logIdentifier) lines.push(`Log ID: ${body.logIdentifier}`);
  return lines;
}

/** Failures that never reached the API (offline, aborted) still get a notice, without server fields. */
export function errorNotice(error: unknown): ErrorNotice {
  if (error instanceof ApiError) return { header: errorHeader(error.body.message), lines: errorLines(error.body) };
  const detail = error instanceof Error && error.message ? [error.message] : [];
  return { header: 'Error', lines: detail };
}
