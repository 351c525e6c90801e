import { describe, expect, it, vi } from 'vitest';
import { loadChunk, onDemand, setNavigationTarget } from './lazy-page';

describe('onDemand', () => {
  it('fetches the module once however many times it is preloaded or loaded', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const menu = onDemand(load);
    expect(menu.loaded()).toBeUndefined();
    menu.preload();
    menu.preload();
    const [first, second] = await Promise.all([menu.load(), menu.load()]);
    expect(first).toEqual({ answer: 42 });
    expect(second).toBe(first);
    expect(menu.loaded()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed preload silent and fetches again when the module is needed', async () => {
    const load = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 42 });
    const menu = onDemand(load);
    menu.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect(menu.load()).resolves.toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadChunk', () => {
  it('loads the page that was asked for, not the one still in the address bar, when a chunk is gone', async () => {
    const assign = vi.fn();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, reload });
    sessionStorage.clear();
    setNavigationTarget(() => '/summaries?x=1');
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    void loadChunk(failing);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/summaries?x=1'));
    expect(reload).not.toHaveBeenCalled();
    // A second failure in a row is left to the route's error boundary instead of reloading again.
    await expect(loadChunk(failing)).rejects.toThrow('Failed to fetch');
    vi.unstubAllGlobals();
    setNavigationTarget(() => undefined);
  });
});
