/**
 * Runs one user's work one at a time in this process, in arrival order. Two syncs of the same highlights
 * arriving together (a reader retrying a slow request) would both find them new and save them twice.
 */
export class PerUserQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(userId) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(userId, tail);
    void tail.then(() => {
      if (this.tails.get(userId) === tail) this.tails.delete(userId);
    });
    return result;
  }
}
