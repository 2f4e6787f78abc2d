import { isRecord } from './json';

/** The error body every API failure carries (spec 1 section 8). Fields may be missing when a proxy answers. */
export type ApiErrorBody = {
  message?: string;
  debugMessage?: string;
  status?: number;
  timestamp?: string;
  logIdentifier?: string;
};

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function parseApiErrorBody(value: unknown): ApiErrorBody | undefined {
  if (!isRecord(value)) return undefined;
  const body: ApiErrorBody = {
    message: optionalString(value.message),
    debugMessage: optionalString(value.debugMessage),
    status: typeof value.status === 'number' ? value.status : undefined,
    timestamp: optionalString(value.timestamp),
    logIdentifier: optionalString(value.logIdentifier),
  };
  return Object.values(body).some((v) => v !== undefined) ? body : undefined;
}

/** Any answer but 200 (spec 1 section 7). `payload` keeps the whole body: some screens read extra fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  readonly payload: unknown;

  constructor(status: number, payload: unknown) {
    const body = parseApiErrorBody(payload) ?? {};
    super(body.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = { ...body, status: body.status ?? status };
    this.payload = payload;
  }
}
