import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { ar } from '../i18n/catalogs/ar';
import { en } from '../i18n/catalogs/en';
import { translatorFor } from '../i18n/translator';
import { errorHeader, errorLines, errorNotice } from './error-notification';

const english = translatorFor({ language: 'en', messages: en });
const arabic = translatorFor({ language: 'ar', messages: ar });

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
      }, english),
    ).toEqual(['You do not have permission to do this action.', '403', '2024-05-01T10:00:00.000Z', 'Log ID: abc-123']);
  });

  it('leaves out what the server did not send', () => {
    expect(errorLines({ status: 502 }, english)).toEqual(['502']);
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
    expect(errorNotice(error, english)).toEqual({
      header: 'Not Found Error',
      lines: ['No user with id 7.', '404', '2024-05-01T10:00:00.000Z', 'Log ID: log-7'],
    });
  });

  it('uses the HTTP status when the body is not the spec body', () => {
    expect(errorNotice(new ApiError(502, '<html>Bad gateway</html>'), english)).toEqual({ header: 'Error', lines: ['502'] });
  });

  it('reports a failure that never reached the API', () => {
    expect(errorNotice(new TypeError('Failed to fetch'), english)).toEqual({ header: 'Error', lines: ['Failed to fetch'] });
  });
});

describe('the error notice in Arabic', () => {
  it('translates the headers and messages the catalog knows and keeps the rest as the server wrote them', () => {
    const error = new ApiError(409, {
      message: 'ConflictException',
      debugMessage: 'Someone saved this record after you read it.',
      status: 409,
      timestamp: '2024-05-01T10:00:00.000Z',
      logIdentifier: 'log-9',
    });
    expect(errorNotice(error, arabic)).toEqual({
      header: 'خطأ تعارض',
      lines: ['Someone saved this record after you read it.', '409', '2024-05-01T10:00:00.000Z', 'معرّف السجل: \u2068log-9\u2069'],
    });
    expect(errorNotice(new ApiError(400, { message: 'ValidationException', debugMessage: 'Title is required.' }), arabic).header).toBe('خطأ في التحقق');
  });
});
