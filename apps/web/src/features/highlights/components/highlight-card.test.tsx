import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { sampleHighlight } from '../sample-highlight';
import { HighlightCard } from './highlight-card';

afterEach(cleanup);

// Rendering radix popovers with user-event is slow on a busy machine; 5 s is too tight there.
describe('HighlightCard', { timeout: 15_000 }, () => {
  it('shows content up to 500 characters followed by "..."', () => {
    renderWithProviders(<HighlightCard highlight={sampleHighlight({ content: 'a'.repeat(501) })} />);
    expect(screen.getByText(`${'a'.repeat(500)}...`)).toBeInTheDocument();
  });

  it('shows a 500-character content in full, without dots', () => {
    renderWithProviders(<HighlightCard highlight={sampleHighlight({ content: 'b'.repeat(500) })} />);
    expect(screen.getByText('b'.repeat(500))).toBeInTheDocument();
  });

  it('cuts the comment at 150 characters', () => {
    renderWithProviders(<HighlightCard highlight={sampleHighlight({ comment: `${'c'.repeat(150)}TAIL` })} />);
    expect(screen.getByText(`${'c'.repeat(150)}...`)).toBeInTheDocument();
    expect(screen.queryByText(/TAIL/)).toBeNull();
  });

  it('shows the first 3 categories as chips, codes by display name, then "+N" for the rest', () => {
    renderWithProviders(
      <HighlightCard
        highlight={sampleHighlight({
          categories: ['DEVELOPMENT_CODING', 'Reading', 'DATA_AI', 'Ideas', 'TAXES'],
        })}
      />,
    );
    expect(screen.getByText('Development & Coding')).toBeInTheDocument();
    expect(screen.getByText('Reading')).toBeInTheDocument();
    expect(screen.getByText('Data & Ai')).toBeInTheDocument();
    expect(screen.queryByText('Ideas')).toBeNull();
    expect(screen.getByText('+2')).toBeInTheDocument();
  });

  it('shows no "+N" chip with 3 categories or fewer', () => {
    renderWithProviders(<HighlightCard highlight={sampleHighlight({ categories: ['a', 'b', 'c'] })} />);
    expect(screen.queryByText(/^\+\d+$/)).toBeNull();
  });

  it('shows the source and the created date as MMM d, yyyy', () => {
    renderWithProviders(
      <HighlightCard highlight={sampleHighlight({ createdDate: '2026-11-02T15:04:00Z' })} />,
    );
    const card = screen.getByRole('article', { name: 'A Book' });
    expect(within(card).getByText('Nov 2, 2026')).toBeInTheDocument();
  });

  it('opens the details page from its view-details link', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<HighlightCard highlight={sampleHighlight({ id: 'abc' })} />);
    await user.click(screen.getByRole('link', { name: 'View details' }));
    expect(router.state.location.pathname).toBe('/highlights/abc');
  });

  it('asks for confirmation with the exact texts before deleting', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HighlightCard highlight={sampleHighlight()} />);
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Highlight' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this highlight? This action cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
