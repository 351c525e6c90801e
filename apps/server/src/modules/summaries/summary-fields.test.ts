import { summaryHighlightSchema, summarySchema } from '@precis/shared';
import { describe } from 'vitest';
import { itMatchesResponseSchema } from '../../test/api-fields';
import { SUMMARY_FIELDS, SUMMARY_HIGHLIGHT_FIELDS } from './summary-fields';

describe('the summary field declaration', () => {
  itMatchesResponseSchema(summarySchema, SUMMARY_FIELDS);
});

describe('the declaration of a highlight a summary used', () => {
  itMatchesResponseSchema(summaryHighlightSchema, SUMMARY_HIGHLIGHT_FIELDS);
});
