/**
 * SQLite gave up waiting for another process's write lock (busy_timeout): the transaction rolled back and
 * changed nothing, so the work may simply be sent again later.
 */
export function isDatabaseBusy(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('SQLITE_BUSY')
  );
}
