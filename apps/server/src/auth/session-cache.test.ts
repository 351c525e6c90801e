import { describe, expect, it } from 'vitest';
import { credentialOf, SessionCache } from './session-cache';

const user = { id: 'u1', email: 'a@example.com', name: 'A' };

describe('SessionCache', () => {
  it('forgets a session after its time to live', () => {
    const cache = new SessionCache(1000);
    cache.set('token', user, 0);
    expect(cache.get('token', 999)).toEqual(user);
    expect(cache.get('token', 1000)).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new SessionCache(1000, 2);
    cache.set('a', user, 0);
    cache.set('b', user, 0);
    cache.set('c', user, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toEqual(user);
  });

  it('reads the bearer token first, then the session cookie', () => {
    expect(credentialOf({ authorization: 'Bearer abc' })).toBe('abc');
    expect(credentialOf({ cookie: 'x=1; better-auth.session_token=tok.sig; y=2' })).toBe('tok');
    expect(credentialOf({ cookie: 'better-auth.session_token=tok%2Esig' })).toBe('tok');
    expect(credentialOf({ authorization: 'Bearer tok.sig' })).toBe('tok');
    expect(credentialOf({ cookie: '__Secure-better-auth.session_token=s' }, true)).toBe('s');
    expect(credentialOf({ cookie: '__Secure-better-auth.session_token=s' })).toBeUndefined();
    // On https an unprefixed cookie could have been planted by a plain-http page: it is not the session.
    expect(credentialOf({ cookie: 'better-auth.session_token=planted' }, true)).toBeUndefined();
    expect(credentialOf({ authorization: 'Basic abc' })).toBeUndefined();
  });
});
