import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';

/**
 * A second process writing to the app's SQLite file (what another Precis process or an operator's script
 * would do), for sqlite-busy.test.ts. Usage: busy-writer.ts FILE hold|churn MS
 *   hold:  takes the write lock and keeps it for MS, then commits;
 *   churn: commits one small write transaction after another for MS.
 * Prints "ready" once it holds the lock (hold) or has started writing (churn).
 */
const [file, mode, msText] = process.argv.slice(2);
if (!file || (mode !== 'hold' && mode !== 'churn'))
  throw new Error('usage: busy-writer.ts FILE hold|churn MS');
const ms = Number(msText);
const db = new SQLite(file);
db.pragma('busy_timeout = 5000');
db.exec('CREATE TABLE IF NOT EXISTS busy_probe (at INTEGER NOT NULL)');
const insert = db.prepare('INSERT INTO busy_probe (at) VALUES (?)');

if (mode === 'hold') {
  db.exec('BEGIN IMMEDIATE');
  insert.run(Date.now());
  process.stdout.write('ready\n');
  await sleep(ms);
  db.exec('COMMIT');
} else {
  const until = Date.now() + ms;
  process.stdout.write('ready\n');
  let commits = 0;
  while (Date.now() < until) {
    db.transaction(() => insert.run(Date.now())).immediate();
    commits += 1;
    // Let the other process in between two transactions, as a real writer would.
    if (commits % 20 === 0) await sleep(1);
  }
}
db.close();
