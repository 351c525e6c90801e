import { describe, expect, it } from 'vitest';
import { authCompletedMessageSchema, precisAddressSchema } from './extension';

describe('precisAddressSchema', () => {
  it('reduces an address to its origin', () => {
    expect(precisAddressSchema.parse(' http://localhost:3000/highlights?x=1 ')).toBe('http://localhost:3000');
    expect(precisAddressSchema.parse('https://precis.example.org/')).toBe('https://precis.example.org');
  });

  it('assumes https when the scheme is left out', () => {
    expect(precisAddressSchema.parse('precis.example.org')).toBe('https://precis.example.org');
  });

  it.each([
    ['', 'Enter the address of your Precis server.'],
    ['ftp://example.org', 'The address must start with http:// or https://.'],
    ['http://user:secret@example.org', 'Leave the user name and password out of the address.'],
    ['http://exa mple.org', 'Enter an address like https://precis.example.org.'],
  ])('rejects %j', (value, message) => {
    const result = precisAddressSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('authCompletedMessageSchema', () => {
  it('accepts the message the auth-completed page posts', () => {
    const message = { type: 'TRIGGER_AUTHENTICATED_PAGE', text: 'Done', title: 'Precis', url: 'http://x/' };
    expect(authCompletedMessageSchema.parse(message)).toEqual(message);
  });

  it('rejects any other message', () => {
    expect(authCompletedMessageSchema.safeParse({ type: 'SOMETHING_ELSE' }).success).toBe(false);
    expect(authCompletedMessageSchema.safeParse('TRIGGER_AUTHENTICATED_PAGE').success).toBe(false);
  });
});
