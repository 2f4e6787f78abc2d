import { describe, expect, it } from 'vitest';
import { actionKey, AuditTrailSchema } from './audit-trail';

describe('the audit trail', () => {
  it('reads its action whatever the case the API wrote it in', () => {
    expect(actionKey('create')).toBe('create');
    expect(actionKey('UPDATE')).toBe('update');
    expect(actionKey('Archive')).toBe('archive');
  });

  it('accepts the API answer and refuses anything else', () => {
    const entry = { id: '1', action: 'create', userId: 'u1', username: 'admin', timestamp: '2024-05-01T10:00:00.000Z' };
    expect(AuditTrailSchema.safeParse([entry]).success).toBe(true);
    expect(AuditTrailSchema.safeParse({ content: [entry] }).success).toBe(false);
  });
});
