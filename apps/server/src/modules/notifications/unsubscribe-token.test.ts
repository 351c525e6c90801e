import { describe, expect, it } from 'vitest';
import { createUnsubscribeToken, deriveUnsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token';

const key = deriveUnsubscribeKey('a-test-auth-secret-that-is-long-enough');

describe('unsubscribe tokens', () => {
  it('verifies a token to the user it was made for', () => {
    const token = createUnsubscribeToken(key, 'user-123');
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(key, token)).toBe('user-123');
  });

  it('rejects a token whose user part was swapped for another user', () => {
    const token = createUnsubscribeToken(key, 'user-123');
    const signature = token.split('.')[1];
    const forged = `${Buffer.from('user-456').toString('base64url')}.${signature}`;
    expect(verifyUnsubscribeToken(key, forged)).toBeNull();
  });

  it('rejects a tampered signature, a token signed with another key and malformed input', () => {
    const token = createUnsubscribeToken(key, 'user-123');
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyUnsubscribeToken(key, `${token.slice(0, -1)}${last}`)).toBeNull();
    const otherKey = deriveUnsubscribeKey('another-secret-of-sufficient-length!!');
    expect(verifyUnsubscribeToken(otherKey, token)).toBeNull();
    for (const bad of ['', 'abc', 'a.b', `${token}.x`, `!!.${token.split('.')[1]}`]) {
      expect(verifyUnsubscribeToken(key, bad)).toBeNull();
    }
  });

  it('derives a key that differs from the auth secret itself', () => {
    expect(key.toString('utf8')).not.toContain('a-test-auth-secret');
    expect(key).toHaveLength(32);
  });
});
