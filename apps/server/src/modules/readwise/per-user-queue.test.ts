import { describe, expect, it } from 'vitest';
import { PerUserQueue } from './per-user-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('PerUserQueue', () => {
  it("runs one user's work one at a time, in arrival order, even after a failure", async () => {
    const queue = new PerUserQueue();
    const events: string[] = [];
    const job =
      (name: string, fail = false) =>
      async () => {
        events.push(`${name} start`);
        await tick();
        events.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run('ada', job('a')),
      queue.run('ada', job('b', true)),
      queue.run('ada', job('c')),
    ]);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it("does not make one user's work wait for another's", async () => {
    const queue = new PerUserQueue();
    const events: string[] = [];
    const slow = queue.run('ada', async () => {
      await tick();
      await tick();
      events.push('ada');
    });
    await queue.run('bob', async () => {
      events.push('bob');
    });
    await slow;
    expect(events).toEqual(['bob', 'ada']);
  });
});
