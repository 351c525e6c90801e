import type { Summary } from '@precis/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SummaryCard } from './summary-card';

function summary(overrides: Partial<Summary> = {}): Summary {
  return {
    id: 's1',
    summarizationType: 'AUTO',
    summarizationCategories: [],
    summaryTitle: 'Reading week',
    summaryText: 'A short text.',
    startDate: new Date(2026, 10, 3).toISOString(),
    endDate: new Date(2026, 10, 9, 23, 59, 59, 999).toISOString(),
    highlights: [],
    processed: true,
    status: 'READY',
    error: null,
    userId: 'u1',
    source: 'USER',
    createdDate: new Date(2026, 10, 9).toISOString(),
    ...overrides,
  };
}

function renderCard(value: Summary) {
  renderWithProviders(<SummaryCard summary={value} />);
  return screen.getByRole('article', { name: value.summaryTitle });
}

afterEach(cleanup);

describe('SummaryCard', () => {
  it('shows the title, the date range and a view-details link', () => {
    const card = renderCard(summary());
    expect(within(card).getByRole('heading', { name: 'Reading week' })).toBeInTheDocument();
    expect(within(card).getByText('Nov 3, 2026 – Nov 9, 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /View details/ })).toHaveAttribute('href', '/summaries/s1');
    expect(within(card).getByRole('button', { name: 'More options' })).toBeInTheDocument();
  });

  it('truncates the text at 500 characters and adds an ellipsis', () => {
    const card = renderCard(summary({ summaryText: `${'a'.repeat(500)}TAIL` }));
    expect(within(card).getByText(`${'a'.repeat(500)}...`)).toBeInTheDocument();
    expect(within(card).queryByText(/TAIL/)).toBeNull();
  });

  it('keeps a text of exactly 500 characters whole', () => {
    const card = renderCard(summary({ summaryText: 'b'.repeat(500) }));
    expect(within(card).getByText('b'.repeat(500))).toBeInTheDocument();
  });

  it('renders the Markdown, never raw HTML', () => {
    const card = renderCard(
      summary({ summaryText: '## Themes\n\n- **bold** point\n\n<img src=x onerror=alert(1)>' }),
    );
    expect(within(card).getByRole('heading', { name: 'Themes' })).toBeInTheDocument();
    expect(within(card).getByText('bold').tagName).toBe('STRONG');
    expect(card.querySelector('img')).toBeNull();
  });

  it('shows 2 category chips by display name, then +N', () => {
    const card = renderCard(
      summary({ summarizationCategories: ['DATA_AI', 'TAXES', 'FEEDBACK', 'OUTCOMES'] }),
    );
    expect(within(card).getByText('Data & Ai')).toBeInTheDocument();
    expect(within(card).getByText('Taxes')).toBeInTheDocument();
    expect(within(card).queryByText('Feedback')).toBeNull();
    expect(within(card).getByText('+2')).toBeInTheDocument();
  });

  it('shows one date when start and end are the same local day', () => {
    const card = renderCard(
      summary({
        startDate: new Date(2026, 10, 3).toISOString(),
        endDate: new Date(2026, 10, 3, 23, 59, 59, 999).toISOString(),
      }),
    );
    expect(within(card).getByText('Nov 3, 2026')).toBeInTheDocument();
  });

  it('caps the body at 200 px', () => {
    const card = renderCard(summary());
    expect(within(card).getByTestId('summary-card-body')).toHaveClass('max-h-[200px]', 'overflow-hidden');
  });

  it('shows Generating... while the summary is pending', () => {
    const card = renderCard(summary({ status: 'PENDING', processed: false, summaryText: '' }));
    expect(within(card).getByRole('status')).toHaveTextContent('Generating...');
  });

  it('shows the error and a Retry button once the summary failed', () => {
    const card = renderCard(
      summary({
        status: 'FAILED',
        processed: false,
        summaryText: '',
        error: 'The AI service did not answer in time.',
      }),
    );
    expect(within(card).getByRole('alert')).toHaveTextContent('The AI service did not answer in time.');
    expect(within(card).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
