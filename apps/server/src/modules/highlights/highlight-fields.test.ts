import { highlightSchema } from '@precis/shared';
import { describe, expect, it } from 'vitest';
import { itMatchesResponseSchema } from '../../test/api-fields';
import { HIGHLIGHT_FIELDS } from './highlight-fields';
import { INSERT_COLUMNS } from './highlight-insert';
import { RECORD_COLUMNS } from './highlight-record';

describe('the highlight field declaration', () => {
  itMatchesResponseSchema(highlightSchema, HIGHLIGHT_FIELDS);

  it('has the insert write every column a field reads, each once', () => {
    const written = INSERT_COLUMNS.map((column) => column.column);
    expect(new Set(written).size).toBe(written.length);
    for (const column of RECORD_COLUMNS) expect(written).toContain(column);
  });
});
