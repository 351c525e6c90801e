import { describe, expect, it } from 'vitest';
import { buildSupportMail } from './support-mail';

const context = {
  id: 'msg-1',
  createdAt: Date.UTC(2023, 5, 1, 12, 0, 0),
  author: { id: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace' },
  publicUrl: 'https://precis.example.com',
};

describe('buildSupportMail', () => {
  it('addresses the support inbox, replies to the author and names the kind in the subject', () => {
    const mail = buildSupportMail(
      'support@example.com',
      {
        kind: 'bug-report',
        payload: {
          title: 'Crash',
          description: 'Boom',
          stepsToReproduce: null,
          expectedBehaviour: null,
          actualBehaviour: null,
        },
      },
      context,
    );
    expect(mail.to).toBe('support@example.com');
    expect(mail.replyTo).toBe('ada@example.com');
    expect(mail.subject).toBe('[Precis] Bug report: Crash');
    expect(mail.text).toContain('From: Ada Lovelace <ada@example.com>');
    expect(mail.text).toContain('Sent: 2023-06-01T12:00:00.000Z');
    expect(mail.text).toContain('Description:\nBoom');
  });

  it('leaves out the optional fields that are empty', () => {
    const mail = buildSupportMail(
      'support@example.com',
      {
        kind: 'feature-request',
        payload: { feature: 'Feature Request: Enhanced User Interface', details: null },
      },
      context,
    );
    expect(mail.subject).toBe('[Precis] Feature request: Enhanced User Interface');
    expect(mail.text).not.toContain('Details:');
    expect(mail.html).not.toContain('Details');
  });

  it('escapes the user text in the HTML part', () => {
    const mail = buildSupportMail(
      'support@example.com',
      { kind: 'user-feedback', payload: { title: 'A & B', description: '<script>alert("x")</script>' } },
      context,
    );
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('A &amp; B');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it('keeps the subject on one line and at most 150 characters', () => {
    const mail = buildSupportMail(
      'support@example.com',
      {
        kind: 'user-feedback',
        payload: { title: `Line one\r\nBcc: evil@example.com ${'x'.repeat(200)}`, description: 'd' },
      },
      context,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.length).toBeLessThanOrEqual(150);
    expect(mail.subject.endsWith('…')).toBe(true);
  });
});
