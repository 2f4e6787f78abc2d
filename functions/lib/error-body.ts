import { randomUUID } from 'node:crypto';
import { HttpError } from './errors';

/** The spec's error body (spec 1 section 8), plus field messages on validation failures. */
export type ErrorBody = {
  message: string;
  debugMessage: string;
  status: number;
  timestamp: string;
  logIdentifier: string;
  [extra: string]: unknown;
};

export function errorBody(error: unknown, logIdentifier: string = randomUUID()): ErrorBody {
  const timestamp = new Date().toISOString();
  if (error instanceof HttpError) {
    return {
      message: error.exception,
      debugMessage: error.debugMessage,
      status: error.status,
      timestamp,
      logIdentifier,
      ...error.details,
    };
  }
  // Nothing about an unexpected failure reaches the caller but the identifier to find it in the logs.
  return {
    message: 'InternalServerException',
    debugMessage: 'Something went wrong on our side. Quote the log identifier when reporting it.',
    status: 500,
    timestamp,
    logIdentifier,
  };
}
