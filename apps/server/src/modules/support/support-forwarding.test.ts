import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/test-smtp-server';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

const SUPPORT = 'support@precis.test';
const OPERATOR = 'operator@precis.test';

/** Waits for a background side effect (the forward happens after the 201). */
async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDialects)('support forwarding on %s', (dialect) => {
  describe('through SMTP', () => {
    let smtp: TestSmtpServer;
    let t: TestApp;
    let user: TestUser;
    beforeAll(async () => {
      smtp = await startTestSmtpServer();
      t = await createTestApp(dialect, {
        SMTP_URL: smtp.url,
        SUPPORT_EMAIL: SUPPORT,
        MAIL_FROM: 'Precis <noreply@precis.test>',
      });
      user = await t.signUp({ name: 'Ada Lovelace', email: 'ada.forward@example.com' });
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    it.each([
      [
        'bug-report',
        { title: 'Crash on save', description: 'It crashes.', stepsToReproduce: 'Click save' },
        '[Precis] Bug report: Crash on save',
        ['It crashes.', 'Steps to reproduce:', 'Click save'],
      ],
      [
        'user-feedback',
        { title: 'Suggestion: Dark mode', description: 'Please add it.' },
        '[Precis] Feedback: Suggestion: Dark mode',
        ['Please add it.'],
      ],
      [
        'feature-request',
        { feature: 'Feature Request: Other', details: 'Detailed description: Kindle import' },
        '[Precis] Feature request: Other',
        ['Feature Request: Other', 'Detailed description: Kindle import'],
      ],
    ])(
      'forwards a %s to SUPPORT_EMAIL with its subject and Reply-To the user',
      async (kind, payload, subject, bodyParts) => {
        smtp.received.length = 0;
        const response = await user.request({ method: 'POST', url: `/api/v1/support/${kind}`, payload });
        expect(response.statusCode).toBe(201);
        const [mail] = await smtp.waitForMessages(1);
        expect(mail?.to).toEqual([SUPPORT]);
        expect(mail?.from).toBe('noreply@precis.test');
        expect(mail?.raw).toMatch(new RegExp(`^Subject: ${escapeRegExp(subject)}\\r?$`, 'm'));
        expect(mail?.raw).toMatch(/^Reply-To: ada\.forward@example\.com\r?$/m);
        expect(mail?.raw).toContain(response.json().id);
        for (const part of bodyParts) expect(mail?.raw).toContain(part);
      },
    );
  });

  describe('when the SMTP server is unreachable', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, {
        SMTP_URL: 'smtp://127.0.0.1:1',
        SUPPORT_EMAIL: SUPPORT,
        ADMIN_EMAILS: OPERATOR,
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('still answers 201 and keeps the message for the operator', async () => {
      const user = await t.signUp();
      const operator = await t.signUp({ email: OPERATOR });
      await t.markEmailVerified(OPERATOR);
      const response = await user.request({
        method: 'POST',
        url: '/api/v1/support/bug-report',
        payload: { title: 'Kept anyway', description: 'd' },
      });
      expect(response.statusCode).toBe(201);
      const list = await operator.request({ method: 'GET', url: '/api/v1/support/bug-reports' });
      expect(list.json().items.map((item: { title: string }) => item.title)).toEqual(['Kept anyway']);
    });
  });

  describe('without SMTP', () => {
    it('writes the forward into the outbox when SUPPORT_EMAIL is set', async () => {
      const t = await createTestApp(dialect, { SUPPORT_EMAIL: SUPPORT });
      try {
        const user = await t.signUp();
        await user.request({
          method: 'POST',
          url: '/api/v1/support/feature-request',
          payload: { feature: 'Feature Request: Enhanced User Interface', details: null },
        });
        const outbox = path.join(t.context.config.dataDir, 'outbox');
        await eventually(() => fs.existsSync(outbox) && fs.readdirSync(outbox).length === 1);
        const [file] = fs.readdirSync(outbox);
        const raw = fs.readFileSync(path.join(outbox, file ?? ''), 'utf8');
        expect(raw).toMatch(/^To: support@precis\.test\r$/m);
        expect(raw).toMatch(/^Subject: \[Precis\] Feature request: Enhanced User Interface\r$/m);
      } finally {
        await t.close();
      }
    });

    it('sends nothing when SUPPORT_EMAIL is not set', async () => {
      const t = await createTestApp(dialect);
      try {
        const user = await t.signUp();
        const response = await user.request({
          method: 'POST',
          url: '/api/v1/support/bug-report',
          payload: { title: 'Not forwarded', description: 'd' },
        });
        expect(response.statusCode).toBe(201);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(fs.existsSync(path.join(t.context.config.dataDir, 'outbox'))).toBe(false);
      } finally {
        await t.close();
      }
    });
  });
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
