import { sourceSchema } from '@precis/shared';
import { describe } from 'vitest';
import { itMatchesResponseSchema } from '../../test/api-fields';
import { SOURCE_FIELDS } from './source-fields';

describe('the source field declaration', () => {
  itMatchesResponseSchema(sourceSchema, SOURCE_FIELDS);
});
