import { describe, expect, it } from 'vitest';
import { serverSearchTerm } from './server-search-term';

describe('serverSearchTerm', () => {
  it("sends a category's display name as its code, whatever the case", () => {
    expect(serverSearchTerm('Development & Coding')).toBe('DEVELOPMENT_CODING');
    expect(serverSearchTerm('  development & coding ')).toBe('DEVELOPMENT_CODING');
  });

  it('sends any other term as typed, trimmed', () => {
    expect(serverSearchTerm(' kyoto ')).toBe('kyoto');
    expect(serverSearchTerm('Development &')).toBe('Development &');
  });
});
