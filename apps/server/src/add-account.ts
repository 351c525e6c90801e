import { AddAccountError, addAccount } from './auth/add-account';
import { createAuth } from './auth/auth';
import { resolveAuthSecret, resolveSharedAuthSecret } from './auth/auth-secret';
import { migrateAuthTables } from './auth/migrate-auth';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createMailTransport } from './mail/mail-transport';

const USAGE =
  'Usage: npm run add-account -- EMAIL [--name "NAME"]   (creates an account, also when sign-up is closed)';

const logger = {
  error: (details: Record<string, unknown>, message: string) => console.error(message, details),
  warn: (details: Record<string, unknown>, message: string) => console.error(message, details),
  info: () => {},
};

function parse(args: string[]): { email: string; name?: string } | string {
  const rest = [...args];
  let name: string | undefined;
  const nameAt = rest.indexOf('--name');
  if (nameAt >= 0) {
    name = rest[nameAt + 1];
    if (name === undefined) return `--name needs a value.\n${USAGE}`;
    rest.splice(nameAt, 2);
  }
  const unknown = rest.filter((arg) => arg.startsWith('-'));
  if (unknown.length > 0) return `Unknown option ${unknown.join(', ')}.\n${USAGE}`;
  const [email, ...extra] = rest;
  if (email === undefined || extra.length > 0) return USAGE;
  return name === undefined ? { email } : { email, name };
}

/** Exit codes: 0 created, 1 refused or failed. */
async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const parsed = parse(args);
  if (typeof parsed === 'string') {
    console.error(parsed);
    return 1;
  }
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db.kysely, db.dialect);
    const secret =
      db.dialect === 'postgres'
        ? await resolveSharedAuthSecret(config.auth.secret, config.dataDir, db.kysely)
        : resolveAuthSecret(config.auth.secret, config.dataDir);
    // The operator's own door: the closed web sign-up does not apply to it.
    const operatorConfig = { ...config, auth: { ...config.auth, disableSignups: false } };
    const auth = createAuth(operatorConfig, db, secret, createMailTransport(config, logger), logger);
    await migrateAuthTables(auth, db);
    const account = await addAccount(auth, parsed);
    console.log(`Account created for ${account.name} <${account.email}>.`);
    console.log(`Password (shown once): ${account.password}`);
    console.log(
      `They sign in at ${config.publicUrl}/sign-in and can change it under Settings → Change password.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof AddAccountError || error instanceof ConfigError;
    console.error(known ? error.message : `The account could not be created: ${String(error)}`);
    process.exit(1);
  },
);
