import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Keys that machines hold (a beacon gateway's, the visitor app's preview key): 32 random bytes,
 * shown once, kept only as their SHA-256. A slow password hash is for guessable secrets; a
 * 256-bit random key cannot be guessed, and a fast hash keeps every gateway batch's check cheap.
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('base64url');
}

/** Whether `secret` is the one `hash` was made of, compared in constant time. */
export function matchesHash(secret: string, hash: string | undefined): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashSecret(secret));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The last characters of a key, to tell keys apart on screen without showing them. */
export const keyHint = (secret: string) => secret.slice(-4);
