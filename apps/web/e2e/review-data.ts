import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

/** The e2e server's data folder (playwright.config.ts starts it on SQLite there). */
export const e2eDataDir = () =>
  path.join(os.tmpdir(), `precis-e2e-data-${Number(process.env.E2E_PORT ?? 4319)}`);

/**
 * Moves highlights back in time in the e2e server's database: new highlights enter review only the day
 * after they are saved, and the API always saves "now".
 */
export function backdateHighlights(ids: readonly string[], days: number): void {
  const db = new Database(path.join(e2eDataDir(), 'precis.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const shift = days * 24 * 60 * 60 * 1000;
    const columns = new Set(
      (db.prepare('SELECT name FROM pragma_table_info(?)').all('highlights') as { name: string }[]).map(
        (column) => column.name,
      ),
    );
    const sets = ['created_at = created_at - @shift'];
    if (columns.has('saved_at')) sets.push('saved_at = saved_at - @shift');
    const update = db.prepare(`UPDATE highlights SET ${sets.join(', ')} WHERE id = @id`);
    db.transaction(() => {
      for (const id of ids) update.run({ id, shift });
    })();
  } finally {
    db.close();
  }
}

/** The mail's text with quoted-printable soft line breaks and `=3D` undone, as a person reads it. */
export function readableMail(mail: string): string {
  return mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** The newest outbox mail sent to `email` (and holding `containing`), waiting for it to be written. */
export async function waitForMailTo(email: string, containing = '', timeoutMs = 15_000): Promise<string> {
  const outbox = path.join(e2eDataDir(), 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => file.endsWith('.eml')) : [];
    for (const file of files.sort().reverse()) {
      const text = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (text.includes(email) && text.includes(containing)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${email} in ${outbox}`);
}
