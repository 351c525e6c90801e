import { SEARCH_ALL_DAYS_LIMIT } from '@precis/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchResultCount } from './search-result-count';

afterEach(cleanup);

describe('SearchResultCount', () => {
  it('counts the matches of a day or of all days', () => {
    render(<SearchResultCount count={1} term="kyoto" where="in all days" allDays />);
    expect(screen.getByRole('status')).toHaveTextContent('1 highlight matches “kyoto” in all days.');
    cleanup();
    render(<SearchResultCount count={250} term="the" where="on November 25, 2026" allDays={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('250 highlights match “the” on November 25, 2026.');
  });

  it('says "or more" when an all-days search stopped at its limit, and how to narrow it', () => {
    render(<SearchResultCount count={SEARCH_ALL_DAYS_LIMIT} term="the" where="in all days" allDays />);
    expect(screen.getByRole('status')).toHaveTextContent(
      `${SEARCH_ALL_DAYS_LIMIT} or more highlights match “the” in all days. Showing the newest ${SEARCH_ALL_DAYS_LIMIT}; add a word to narrow the search.`,
    );
  });
});
