import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createMailTransport, type MailLogger, outboxFileName } from './mail-transport';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

function recordingLogger() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  const logger: MailLogger = { info: (details, message) => lines.push({ details, message }) };
  return { logger, lines };
}

const tempDirs: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precis-mail-'));
  tempDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('mail transport over SMTP', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers a message with sender, recipient, subject, reply-to, headers and both bodies', async () => {
    const config = loadConfig({
      DATA_DIR: tempDataDir(),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Precis <noreply@precis.test>',
    });
    const { logger } = recordingLogger();
    const mail = createMailTransport(config, logger);
    const sent = await mail.send({
      to: 'ops@example.com',
      subject: 'Hello from Precis',
      text: 'Plain body',
      html: '<p>HTML body</p>',
      replyTo: 'ada@example.com',
      headers: { 'List-Unsubscribe': '<https://precis.test/unsubscribe>' },
    });
    await mail.close();

    expect(sent.messageId).toMatch(/^<.+>$/);
    expect(sent.outboxFile).toBeUndefined();
    const [received] = await smtp.waitForMessages(1);
    expect(received?.from).toBe('noreply@precis.test');
    expect(received?.to).toEqual(['ops@example.com']);
    expect(received?.raw).toMatch(/^From: Precis <noreply@precis\.test>\r?$/m);
    expect(received?.raw).toMatch(/^Subject: Hello from Precis\r?$/m);
    expect(received?.raw).toMatch(/^Reply-To: ada@example\.com\r?$/m);
    expect(received?.raw).toMatch(/^List-Unsubscribe: <https:\/\/precis\.test\/unsubscribe>\r?$/m);
    expect(received?.raw).toContain('Plain body');
    expect(received?.raw).toContain('<p>HTML body</p>');
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const config = loadConfig({ DATA_DIR: tempDataDir(), SMTP_URL: 'smtp://127.0.0.1:1' });
    const mail = createMailTransport(config, recordingLogger().logger);
    await expect(mail.send({ to: 'ops@example.com', subject: 'Lost', text: 'x' })).rejects.toThrow();
    await mail.close();
  });
});

describe('mail transport without SMTP (outbox)', () => {
  it('writes an RFC 822 .eml file into DATA_DIR/outbox and logs its path', async () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Precis <precis@localhost>' });
    const { logger, lines } = recordingLogger();
    const mail = createMailTransport(config, logger);
    const sent = await mail.send({
      to: 'ops@example.com',
      subject: 'Stored, not sent',
      text: 'Kept on disk',
      replyTo: 'grace@example.com',
    });
    await mail.close();

    expect(sent.outboxFile).toBeDefined();
    const file = sent.outboxFile ?? '';
    expect(path.dirname(file)).toBe(path.join(dataDir, 'outbox'));
    expect(file).toMatch(/\.eml$/);
    const raw = fs.readFileSync(file, 'utf8');
    expect(raw).toMatch(/^From: Precis <precis@localhost>\r$/m);
    expect(raw).toMatch(/^To: ops@example\.com\r$/m);
    expect(raw).toMatch(/^Subject: Stored, not sent\r$/m);
    expect(raw).toMatch(/^Reply-To: grace@example\.com\r$/m);
    expect(raw).toContain(`Message-ID: ${sent.messageId}`);
    expect(raw).toContain('Kept on disk');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toContain(file);
  });

  it('keeps every message as its own file', async () => {
    const dataDir = tempDataDir();
    const mail = createMailTransport(loadConfig({ DATA_DIR: dataDir }), recordingLogger().logger);
    for (let i = 0; i < 3; i += 1) await mail.send({ to: 'a@example.com', subject: `n${i}`, text: 'x' });
    await mail.close();
    expect(fs.readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(3);
  });
});

describe('outboxFileName', () => {
  it('starts with a sortable UTC timestamp and keeps only file-safe characters of the message id', () => {
    const name = outboxFileName(new Date('2023-06-01T12:00:00.123Z'), '<a1b2/c3:d4@precis.local>');
    expect(name).toBe('20230601T120000123Z-a1b2_c3_d4_precis.local.eml');
  });
});
