import fs from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, parseRawMail } from '../modules/notifications/raw-mail.test-helper';

/**
 * The messages the outbox transport wrote to `to`, oldest first, waiting up to `timeoutMs` for at least
 * `atLeast` of them (account mail is sent in the background).
 */
export async function outboxMailTo(
  dataDir: string,
  to: string,
  { atLeast = 1, timeoutMs = 3_000 } = {},
): Promise<ParsedMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await fs.readdir(outbox).catch(() => []);
    const mails = await Promise.all(
      names.sort().map(async (name) => parseRawMail(await fs.readFile(path.join(outbox, name), 'utf8'))),
    );
    const matching = mails.filter((mail) => mail.headers.get('to')?.toLowerCase().includes(to.toLowerCase()));
    if (matching.length >= atLeast || Date.now() > deadline) return matching;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first http(s) link of a plain-text mail. */
export function linkIn(mail: ParsedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text || '')?.[0];
  if (!link) throw new Error(`no link in the mail "${mail.subject}"`);
  return link;
}
