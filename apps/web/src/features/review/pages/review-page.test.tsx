import type { ReviewItem, ReviewToday } from '@precis/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ReviewPage } from './review-page';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn(), handleError: vi.fn() }));
vi.mock('@/lib/notify', () => notify);

const item = (id: string, content: string): ReviewItem => ({
  highlight: {
    id,
    content,
    source: null,
    comment: null,
    categories: [],
    tags: [],
    createdDate: '2026-11-20T09:00:00.000Z',
    processed: true,
    synced: false,
    sourceId: null,
    author: null,
    sourceUrl: null,
    location: null,
    url: null,
    savedAt: '2026-11-20T09:00:00.000Z',
  },
  due: '2026-12-01T09:00:00.000Z',
  state: 'new',
  intervals: { again: 86_400_000, hard: 172_800_000, good: 259_200_000, easy: 864_000_000 },
});

const session = (items: ReviewItem[]): ReviewToday => ({
  day: '2026-12-01',
  items,
  remaining: items.length,
  newToday: 0,
  total: items.length,
  streak: 0,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let today: ReviewToday;

beforeEach(() => {
  today = session([item('gone', 'Deleted in another tab'), item('kept', 'Still here')]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: URL, init: RequestInit) => {
      if (init.method === 'POST') {
        // Deleted meanwhile: the server's next session leaves it out.
        today = session([item('kept', 'Still here')]);
        return json({ title: 'Highlight not found.', status: 404 }, 404);
      }
      return json(today);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ReviewPage', { timeout: 20_000 }, () => {
  it('moves on and says so when the highlight being rated was deleted', async () => {
    renderWithProviders(<ReviewPage />, { path: '/review' });
    expect(await screen.findByText('Deleted in another tab')).toBeInTheDocument();
    await userEvent.keyboard('3');
    expect(await screen.findByText('Still here')).toBeInTheDocument();
    await waitFor(() =>
      expect(notify.notifyError).toHaveBeenCalledWith(
        'This highlight was deleted, so it was left out of today’s review.',
        'Highlight deleted',
      ),
    );
    expect(notify.handleError).not.toHaveBeenCalled();
    expect(await screen.findByText('1 of 1')).toBeInTheDocument();
    expect(screen.queryByText('Deleted in another tab')).toBeNull();
  });
});
