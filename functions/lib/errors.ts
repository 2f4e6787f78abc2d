/**
 * Typed errors, mapped once to the spec's error body by the HTTP middleware. `message` is the
 * exception name (the console turns 'NotFoundException' into 'Not Found Error'); `debugMessage`
 * is the sentence a person reads.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly exception: string,
    readonly debugMessage: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(debugMessage);
  }
}

export class ValidationError extends HttpError {
  constructor(debugMessage: string, readonly fieldErrors: Record<string, string> = {}) {
    super(400, 'ValidationException', debugMessage, { fieldErrors });
  }
}

export class UnauthorizedError extends HttpError {
  constructor(debugMessage = 'Sign in to continue.') {
    super(401, 'UnauthorizedException', debugMessage);
  }
}

export class ForbiddenError extends HttpError {
  constructor(debugMessage = 'You do not have permission to do this action.') {
    super(403, 'ForbiddenException', debugMessage);
  }
}

export class NotFoundError extends HttpError {
  constructor(debugMessage: string) {
    super(404, 'NotFoundException', debugMessage);
  }
}

export class ConflictError extends HttpError {
  constructor(debugMessage: string, details?: Record<string, unknown>) {
    super(409, 'ConflictException', debugMessage, details);
  }
}

/** Too many attempts or calls; `retryAfterSeconds` (in the body) says when to try again. */
export class TooManyRequestsError extends HttpError {
  constructor(
    debugMessage: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, 'TooManyRequestsException', debugMessage, retryAfterSeconds === undefined ? undefined : { retryAfterSeconds });
  }
}

/** Optimistic locking: the record changed since the caller read it. */
export class StaleVersionError extends ConflictError {
  constructor(entity: string) {
    super(`The ${entity} was changed by someone else since you opened it. Reload it and try again.`);
  }
}

/** The request body is larger than the route takes. */
export class PayloadTooLargeError extends HttpError {
  constructor(limitBytes: number) {
    super(413, 'PayloadTooLargeException', `The request body is larger than this call takes (${Math.round(limitBytes / 1024)} KB).`);
  }
}
