import { describe, expect, it } from 'vitest';
import { actionWord, AuditTrailSchema } from './audit-trail';

describe('the audit trail', () => {
  it('names each action as the panel reads it', () => {
    expect(actionWord('create')).toBe('created');
    expect(actionWord('UPDATE')).toBe('updated');
    expect(actionWord('delete')).toBe('deleted');
    expect(actionWord('Archive')).toBe('archive');
  });

  it('accepts the API answer and refuses anything else', () => {
    const entry = { id: '1', action: 'create', userId: 'u1', username: 'admin', timestamp: '2024-05-01T10:00:00.000Z' };
    expect(AuditTrailSchema.safeParse([entry]).success).toBe(true);
    expect(AuditTrailSchema.safeParse({ content: [entry] }).success).toBe(false);
  });
});
