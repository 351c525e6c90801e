/**
 * Enqueues the job that finishes a row just written. When enqueueing fails, `undo` takes the row back (deletes
 * it or marks it failed) so nothing waits forever for a job that never comes, and the error is rethrown so
 * the request fails as a whole.
 */
export async function enqueueOrUndo(
  enqueue: () => Promise<void>,
  undo: () => Promise<unknown>,
): Promise<void> {
  try {
    await enqueue();
  } catch (error) {
    await undo();
    throw error;
  }
}
