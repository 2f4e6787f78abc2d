import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorHeader, errorLines, errorNotice } from './error-notification';

describe('errorHeader', () => {
  it('splits capitals into words and names exceptions errors', () => {
    expect(errorHeader('EntityNotFoundException')).toBe('Entity Not Found Error');
    expect(errorHeader('ValidationException')).toBe('Validation Error');
  });

  it('keeps runs of capitals together', () => {
    expect(errorHeader('HTTPTimeoutException')).toBe('HTTP Timeout Error');
  });

  it('leaves a sentence as it is', () => {
    expect(errorHeader('User not found')).toBe('User not found');
  });

  it('defaults to Error', () => {
    expect(errorHeader(undefined)).toBe('Error');
    expect(errorHeader('  ')).toBe('Error');
  });
});

describe('errorLines', () => {
  it('lists debug message, status, timestamp and the log id line', () => {
    expect(
      errorLines({
        message: 'ForbiddenException',
        debugMessage: 'You do not have permission to do this action.',
        status: 403,
        timestamp: '2024-05-01T10:00:00.000Z',
        logIdentifier: 'abc-123',
      }),
    ).toEqual(['You do not have permission to do this action.', '403', '2024-05-01T10:00:00.000Z', 'Log ID: abc-123']);
  });

  it('leaves out what the server did not send', () => {
    expect(errorLines({ status: 502 })).toEqual(['502']);
  });
});

describe('errorNotice', () => {
  it('reads the spec error body of an API failure', () => {
    const error = new ApiError(404, {
      message: 'NotFoundException',
      debugMessage: 'No user with id 7.',
      status: 404,
      timestamp: '2024-05-01T10:00:00.000Z',
      logIdentifier: 'log-7',
    });
    expect(errorNotice(error)).toEqual({
      header: 'Not Found Error',
      lines: ['No user with id 7.', '404', '2024-05-01T10:00:00.000Z', 'Log ID: log-7'],
    });
  });

  it('uses the HTTP status when the body is not the spec body', () => {
    expect(errorNotice(new ApiError(502, '<html>Bad gateway</html>'))).toEqual({ header: 'Error', lines: ['502'] });
  });

  it('reports a failure that never reached the API', () => {
    expect(errorNotice(new TypeError('Failed to fetch'))).toEqual({ header: 'Error', lines: ['Failed to fetch'] });
  });
});
