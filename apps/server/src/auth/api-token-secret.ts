import { createHash, randomBytes } from 'node:crypto';

/** Every personal API token starts with this, so it is told apart from a session token at a glance. */
export const API_TOKEN_PREFIX = 'prc_';
const API_TOKEN_PATTERN = /^prc_[A-Za-z0-9_-]{43}$/;

/** A new secret: the prefix and 256 random bits, base64url. */
export function generateApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What is stored and looked up: SHA-256 of the secret (high-entropy secrets need no salt or slow hash). */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedApiToken(value: string): boolean {
  return API_TOKEN_PATTERN.test(value);
}
