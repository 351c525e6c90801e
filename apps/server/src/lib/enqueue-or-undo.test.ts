import { describe, expect, it } from 'vitest';
import { enqueueOrUndo } from './enqueue-or-undo';

describe('enqueueOrUndo', () => {
  it('leaves the row alone when the job is queued', async () => {
    const calls: string[] = [];
    await enqueueOrUndo(
      async () => {
        calls.push('enqueue');
      },
      async () => {
        calls.push('undo');
      },
    );
    expect(calls).toEqual(['enqueue']);
  });

  it('takes the row back and rethrows when enqueueing fails', async () => {
    const calls: string[] = [];
    const failure = new Error('queue down');
    await expect(
      enqueueOrUndo(
        async () => {
          throw failure;
        },
        async () => {
          calls.push('undo');
        },
      ),
    ).rejects.toBe(failure);
    expect(calls).toEqual(['undo']);
  });
});
