/** What a request's headers say, read by the token check (`auth.ts`) and by routes with no sign-in alike. */
export function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const raw = headers.authorization;
  if (!raw) return undefined;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

/** The host the request was made to: CloudFront passes the viewer's host on as x-forwarded-host. */
export function requestHost(headers: Record<string, string | undefined>): string | undefined {
  return headers['x-forwarded-host'] ?? headers.host;
}
