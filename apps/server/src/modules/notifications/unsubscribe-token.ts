import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links carry `<user id>.<HMAC-SHA256(user id)>` (base64url), so they work without sign-in and
 * cannot be forged for another account. The key is derived from the auth secret for this purpose only.
 */
export function deriveUnsubscribeKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('precis:digest-unsubscribe:v1').digest();
}

const mac = (key: Buffer, userId: string) => createHmac('sha256', key).update(userId).digest();

export function createUnsubscribeToken(key: Buffer, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${mac(key, userId).toString('base64url')}`;
}

/** The user id the token was made for, or null when it is malformed or its signature does not match. */
export function verifyUnsubscribeToken(key: Buffer, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const userId = Buffer.from(match[1], 'base64url').toString('utf8');
  const expected = mac(key, userId);
  const given = Buffer.from(match[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId;
}
