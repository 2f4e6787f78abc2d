/**
 * The session tag that names the tenant when a function assumes its tenant data role: the
 * functions set it (`functions/lib/tenant-credentials.ts`) and the role's policy reads it as
 * `${aws:PrincipalTag/tenant}` (`infra/tenant-policy.ts`).
 */
export const TENANT_SESSION_TAG = 'tenant';
