import { createHmac, timingSafeEqual } from 'node:crypto';

/** Confirmation links work for three days. */
export const ADDRESS_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** The key of digest-address confirmation links, derived from the auth secret for this purpose only. */
export function deriveAddressKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('precis:digest-address:v1').digest();
}

const encode = (value: string) => Buffer.from(value).toString('base64url');
const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** `<user id>.<address>.<expiry>.<HMAC>`, base64url: it names the address, so it confirms no other. */
export function createAddressToken(key: Buffer, userId: string, email: string, expiresAt: number): string {
  const payload = `${encode(userId)}.${encode(email)}.${expiresAt.toString(36)}`;
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The user and address the token confirms, or null when malformed, altered or expired. */
export function verifyAddressToken(
  key: Buffer,
  token: string,
  now = Date.now(),
): { userId: string; email: string } | null {
  const match =
    /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{1,400})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) return null;
  const payload = `${match[1]}.${match[2]}.${match[3]}`;
  const expected = mac(key, payload);
  const given = Buffer.from(match[4], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number.parseInt(match[3], 36) < now) return null;
  return {
    userId: Buffer.from(match[1], 'base64url').toString('utf8'),
    email: Buffer.from(match[2], 'base64url').toString('utf8'),
  };
}
