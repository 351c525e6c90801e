import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** Set when no SMTP server is configured: where the message was written instead. */
  outboxFile?: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

/** The logger calls the transport makes; Fastify's (pino) logger satisfies it. */
export interface MailLogger {
  info(details: Record<string, unknown>, message: string): void;
}

const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes each message as an RFC 822 `.eml` file into
 * DATA_DIR/outbox/ and logs where, so that no mail is silently dropped (decisions.md).
 */
export function createMailTransport(config: Config, logger: MailLogger): MailTransport {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) return createSmtpTransport(smtpUrl, from, logger);
  return createOutboxTransport(path.join(config.dataDir, 'outbox'), from, logger);
}

function createSmtpTransport(url: string, from: string, logger: MailLogger): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send(message) {
      const info = await transporter.sendMail({ from, ...message });
      logger.info({ messageId: info.messageId, subject: message.subject }, 'mail sent over SMTP');
      return { messageId: info.messageId };
    },
    async close() {
      transporter.close();
    },
  };
}

function createOutboxTransport(outboxDir: string, from: string, logger: MailLogger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await composer.sendMail({ from, ...message });
      if (!Buffer.isBuffer(info.message)) throw new Error('The mail composer did not return a buffer.');
      await fs.mkdir(outboxDir, { recursive: true });
      const outboxFile = path.join(outboxDir, outboxFileName(new Date(), info.messageId));
      // wx: never overwrite an earlier message that happens to share the name.
      await fs.writeFile(outboxFile, info.message, { flag: 'wx', mode: 0o600 });
      logger.info({ outboxFile, subject: message.subject }, `no SMTP_URL set: mail written to ${outboxFile}`);
      return { messageId: info.messageId, outboxFile };
    },
    async close() {
      composer.close();
    },
  };
}

/** `20230601T120000123Z-<message id>.eml`: sorts by time, safe on every file system. */
export function outboxFileName(date: Date, messageId: string): string {
  const stamp = date.toISOString().replace(/[-:.]/g, '');
  const id = messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._-]/g, '_');
  return `${stamp}-${id}.eml`;
}
