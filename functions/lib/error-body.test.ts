import { describe, expect, it } from 'vitest';
import { errorBody } from './error-body';
import { ConflictError, ForbiddenError, NotFoundError, StaleVersionError, UnauthorizedError, ValidationError } from './errors';

describe('error mapping', () => {
  it.each([
    [new ValidationError('bad', { name: 'Please input your name!' }), 400, 'ValidationException'],
    [new UnauthorizedError(), 401, 'UnauthorizedException'],
    [new ForbiddenError(), 403, 'ForbiddenException'],
    [new NotFoundError('gone'), 404, 'NotFoundException'],
    [new ConflictError('taken'), 409, 'ConflictException'],
    [new StaleVersionError('user'), 409, 'ConflictException'],
  ])('maps %s to %i', (error, status, message) => {
    const body = errorBody(error, 'log-1');
    expect(body).toMatchObject({ status, message, logIdentifier: 'log-1', debugMessage: error.debugMessage });
    expect(Date.parse(body.timestamp)).not.toBeNaN();
  });

  it('names the invalid fields', () => {
    expect(errorBody(new ValidationError('bad', { email: 'The input is not valid E-mail!' })).fieldErrors).toEqual({
      email: 'The input is not valid E-mail!',
    });
  });

  it('turns an unexpected failure into a 500 that reveals nothing but the log identifier', () => {
    const secret = new Error('connect ECONNREFUSED 10.0.0.1:8000 table=museum-prod');
    const body = errorBody(secret, 'log-2');
    expect(body.status).toBe(500);
    expect(body.logIdentifier).toBe('log-2');
    expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
    expect(JSON.stringify(body)).not.toContain('at ');
  });
});
