import { ConfigError, loadConfig } from './config';
import { BackupError, backupSqliteDatabase } from './db/backup';

const USAGE = 'Usage: npm run backup -- FILE [--force]   (copies the database while Precis runs)';

/** Exit codes: 0 done, 1 failed or bad usage, 2 nothing done because the database is PostgreSQL. */
async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const force = args.includes('--force');
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--force');
  const files = args.filter((arg) => !arg.startsWith('-'));
  const [target] = files;
  if (unknown.length > 0 || files.length !== 1 || target === undefined) {
    console.error(unknown.length > 0 ? `Unknown option ${unknown.join(', ')}.\n${USAGE}` : USAGE);
    return 1;
  }

  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    const url = new URL(config.database.url);
    url.password = url.password ? '***' : '';
    console.error(
      `Precis stores its data in PostgreSQL (${url.toString()}), which pg_dump backs up consistently ` +
        'while the server runs:\n' +
        `  pg_dump --format=custom --file=${shellQuote(target)} "$DATABASE_URL"\n` +
        `Restore into an empty database with: pg_restore --no-owner --dbname="$DATABASE_URL" ${shellQuote(target)}`,
    );
    return 2;
  }
  const result = await backupSqliteDatabase(config.database.file, target, { force });
  console.log(`Backup of ${config.database.file} written to ${result.file} (${formatBytes(result.bytes)}).`);
  console.log(
    `To restore: stop Precis, then copy it to ${config.database.file} (remove any -wal/-shm beside it).`,
  );
  return 0;
}

function shellQuote(value: string): string {
  return /^[\w./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof BackupError || error instanceof ConfigError;
    console.error(known ? error.message : `The backup failed: ${String(error)}`);
    process.exit(1);
  },
);
