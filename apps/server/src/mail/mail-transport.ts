import fs from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /**
   * `<id@domain>`; random when unset. A message that may be sent again (a retry after the connection
   * dropped before the server's answer) keeps one id, so mail clients show a single copy.
   */
  messageId?: string;
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
 * DATA_DIR/outbox/ and logs where, so that no mail is silently dropped (docs/product-rules.md, Notifications).
 */
export function createMailTransport(config: Config, logger: MailLogger): MailTransport {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) return createSmtpTransport(smtpUrl, from, logger);
  return createOutboxTransport(path.join(config.dataDir, 'outbox'), from, logger);
}

/**
 * nodemailer is loaded on the first message rather than at start-up: most processes send mail rarely, and
 * its modules stay out of an idle server's memory until then.
 */
function lazyTransporter<T extends Transporter>(create: (mailer: typeof nodemailer) => T) {
  let transporter: Promise<T> | undefined;
  return {
    get: () => {
      transporter ??= import('nodemailer').then((module) => create(module.default));
      return transporter;
    },
    async close() {
      (await transporter)?.close();
    },
  };
}

function createSmtpTransport(url: string, from: string, logger: MailLogger): MailTransport {
  const transporter = lazyTransporter((mailer) =>
    mailer.createTransport({
      url,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: CONNECTION_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    }),
  );
  return {
    async send(message) {
      const info = await (await transporter.get()).sendMail({ from, ...message });
      logger.info({ messageId: info.messageId, subject: message.subject }, 'mail sent over SMTP');
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

function createOutboxTransport(outboxDir: string, from: string, logger: MailLogger): MailTransport {
  const composer = lazyTransporter((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
  );
  return {
    async send(message) {
      const info = await (await composer.get()).sendMail({ from, ...message });
      if (!Buffer.isBuffer(info.message)) throw new Error('The mail composer did not return a buffer.');
      const stagingDir = `${outboxDir}.partial`;
      await fs.mkdir(outboxDir, { recursive: true });
      await fs.mkdir(stagingDir, { recursive: true });
      const name = outboxFileName(new Date(), info.messageId);
      const outboxFile = path.join(outboxDir, name);
      // Written beside the outbox, then renamed in: whoever reads the outbox never sees half a message.
      // wx: never overwrite an earlier message that happens to share the name.
      const staged = path.join(stagingDir, name);
      await fs.writeFile(staged, info.message, { flag: 'wx', mode: 0o600 });
      await fs.rename(staged, outboxFile);
      logger.info({ outboxFile, subject: message.subject }, `no SMTP_URL set: mail written to ${outboxFile}`);
      return { messageId: info.messageId, outboxFile };
    },
    close: () => composer.close(),
  };
}

/** `20230601T120000123Z-<message id>.eml`: sorts by time, safe on every file system. */
export function outboxFileName(date: Date, messageId: string): string {
  const stamp = date.toISOString().replace(/[-:.]/g, '');
  const id = messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._-]/g, '_');
  return `${stamp}-${id}.eml`;
}
