import { describe, expect, it } from 'vitest';
import { AiServiceError } from '../../ai/ai-errors';
import { NotFoundError } from '../../lib/errors';
import { AI_FAILURE_MESSAGE, AI_TIMEOUT_MESSAGE, readableFailure } from './summary-failure';
import { formatPeriod, provisionalTitle } from './summary-period';

describe('formatPeriod', () => {
  it('shows one local day as one date', () => {
    expect(formatPeriod(Date.UTC(2026, 10, 3, 5), Date.UTC(2026, 10, 4, 4, 59), 'America/New_York')).toBe(
      'Nov 3, 2026',
    );
  });

  it('shows a range within a year once with the year, and across years with both', () => {
    expect(formatPeriod(Date.UTC(2026, 10, 3), Date.UTC(2026, 10, 9, 23), 'UTC')).toBe('Nov 3 – Nov 9, 2026');
    expect(formatPeriod(Date.UTC(2026, 11, 28), Date.UTC(2027, 0, 3, 23), 'UTC')).toBe(
      'Dec 28, 2026 – Jan 3, 2027',
    );
  });

  it("reads the days in the caller's zone", () => {
    // 02:00 UTC on Nov 4 is still Nov 3 in New York.
    expect(formatPeriod(Date.UTC(2026, 10, 3, 12), Date.UTC(2026, 10, 4, 2), 'America/New_York')).toBe(
      'Nov 3, 2026',
    );
  });
});

describe('provisionalTitle', () => {
  it('names the type, the category when there is one, and the period', () => {
    const period = { startMs: Date.UTC(2026, 10, 3), endMs: Date.UTC(2026, 10, 9, 23), timeZone: 'UTC' };
    expect(provisionalTitle('AUTO', undefined, period)).toBe('Auto summary: Nov 3 – Nov 9, 2026');
    expect(provisionalTitle('WEEKLY', 'DATA_AI', period)).toBe(
      'Weekly summary (Data & Ai): Nov 3 – Nov 9, 2026',
    );
  });
});

describe('readableFailure', () => {
  it("keeps the AI service's and the domain's own readable messages", () => {
    expect(readableFailure(new AiServiceError('The AI service (openai) answered HTTP 404.'))).toBe(
      'The AI service (openai) answered HTTP 404.',
    );
    expect(readableFailure(new NotFoundError('Gone.'))).toBe('Gone.');
  });

  it('words timeouts for people', () => {
    const timeout = new Error('The job did not finish within 60 s and was stopped.');
    timeout.name = 'JobTimeoutError';
    expect(readableFailure(timeout)).toBe(AI_TIMEOUT_MESSAGE);
    expect(readableFailure(new DOMException('aborted', 'TimeoutError'))).toBe(AI_TIMEOUT_MESSAGE);
    // As the PostgreSQL queue passes it on: only the message survives.
    expect(readableFailure(new Error('The job did not finish within 300 s and was stopped.'))).toBe(
      AI_TIMEOUT_MESSAGE,
    );
  });

  it('hides the internals of any other error', () => {
    expect(readableFailure(new Error('ECONNREFUSED 10.0.0.1:5432 password=hunter2'))).toBe(
      AI_FAILURE_MESSAGE,
    );
    expect(readableFailure('a string')).toBe(AI_FAILURE_MESSAGE);
  });
});
