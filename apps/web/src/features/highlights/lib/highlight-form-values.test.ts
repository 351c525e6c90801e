import { createHighlightSchema } from '@precis/shared';
import { describe, expect, it } from 'vitest';
import { fieldErrors, schemaErrors } from '@/lib/form-errors';
import {
  buildHighlightPayload,
  CONTENT_REQUIRED_MESSAGE,
  EMPTY_HIGHLIGHT_FORM,
  type HighlightFormValues,
  highlightFieldOf,
  splitCommaList,
} from './highlight-form-values';

// What the form's hook does with these helpers: the shared schema on the payload, and the server's errors.
const validateHighlightForm = (values: HighlightFormValues) =>
  schemaErrors(createHighlightSchema, buildHighlightPayload(values), highlightFieldOf);
const fieldErrorsFromServer = (errors: { field: string; message: string }[]) =>
  fieldErrors(
    errors.map((error) => ({ path: error.field, message: error.message })),
    highlightFieldOf,
  );

describe('splitCommaList', () => {
  it('splits on commas, trims every piece and drops empty pieces', () => {
    expect(splitCommaList(' react,  typescript ,, ,testing, ')).toEqual(['react', 'typescript', 'testing']);
  });
  it('gives an empty list for blank text', () => {
    expect(splitCommaList('  ')).toEqual([]);
  });
});

describe('validateHighlightForm', () => {
  it('rejects a content that is empty after trimming', () => {
    expect(validateHighlightForm({ ...EMPTY_HIGHLIGHT_FORM, content: ' \n\t ' })).toEqual({
      content: CONTENT_REQUIRED_MESSAGE,
    });
    expect(CONTENT_REQUIRED_MESSAGE).toBe('Please enter some content for the highlight.');
  });
  it('accepts any non-blank content', () => {
    expect(validateHighlightForm({ ...EMPTY_HIGHLIGHT_FORM, content: 'x' })).toEqual({});
  });
  it('names the field that is over its limit, with the server message', () => {
    expect(
      validateHighlightForm({
        ...EMPTY_HIGHLIGHT_FORM,
        content: 'x',
        source: 's'.repeat(2049),
        tags: `ok, ${'t'.repeat(65)}`,
      }),
    ).toEqual({
      source: 'Source must be at most 2,048 characters.',
      tags: 'Each of the tags must be at most 64 characters.',
    });
  });
});

describe('buildHighlightPayload', () => {
  it('omits every empty optional field', () => {
    const payload = buildHighlightPayload({
      ...EMPTY_HIGHLIGHT_FORM,
      content: '  A quote  ',
      source: '   ',
      categories: ' , ',
    });
    expect(payload).toEqual({ content: 'A quote' });
    expect(Object.keys(payload)).toEqual(['content']);
  });

  it("sends the passage's own address, which no field shows", () => {
    expect(
      buildHighlightPayload({
        ...EMPTY_HIGHLIGHT_FORM,
        content: 'Quote',
        url: 'https://example.org/a#:~:text=Quote',
      }),
    ).toEqual({ content: 'Quote', url: 'https://example.org/a#:~:text=Quote' });
  });

  it('sends trimmed text and the comma-separated lists as arrays', () => {
    expect(
      buildHighlightPayload({
        ...EMPTY_HIGHLIGHT_FORM,
        content: 'Quote',
        source: ' The Book ',
        sourceUrl: ' https://example.org/book ',
        comment: ' Nice ',
        categories: 'Reading, DEVELOPMENT_CODING',
        tags: 'a,b , c',
      }),
    ).toEqual({
      content: 'Quote',
      source: 'The Book',
      sourceUrl: 'https://example.org/book',
      comment: 'Nice',
      categories: ['Reading', 'DEVELOPMENT_CODING'],
      tags: ['a', 'b', 'c'],
    });
  });
});

describe('fieldErrorsFromServer', () => {
  it('shows a problem with the passage address beside the source URL, which has a field', () => {
    expect(
      fieldErrorsFromServer([{ field: 'url', message: 'URL must be a web address (http or https).' }]),
    ).toEqual({ sourceUrl: 'URL must be a web address (http or https).' });
  });

  it('puts each server error on its field, the first message per field winning', () => {
    expect(
      fieldErrorsFromServer([
        { field: 'source', message: 'Source must be at most 2,048 characters.' },
        { field: 'categories.3', message: 'Each of the categories must be at most 64 characters.' },
        { field: 'categories', message: 'second' },
        { field: 'unknown', message: 'ignored' },
      ]),
    ).toEqual({
      source: 'Source must be at most 2,048 characters.',
      categories: 'Each of the categories must be at most 64 characters.',
    });
  });

  it('adds the author, URL and location of "More details" when given', () => {
    expect(
      buildHighlightPayload({
        ...EMPTY_HIGHLIGHT_FORM,
        content: 'Quote',
        source: 'Dune',
        author: ' Frank Herbert ',
        sourceUrl: ' https://example.com/dune ',
        locationType: 'location',
        locationValue: ' 610-612 ',
      }),
    ).toEqual({
      content: 'Quote',
      source: 'Dune',
      author: 'Frank Herbert',
      sourceUrl: 'https://example.com/dune',
      location: { type: 'location', value: '610-612' },
    });
  });

  it('shows an error of the location on its value field', () => {
    expect(fieldErrorsFromServer([{ field: 'location.value', message: 'Too long.' }])).toEqual({
      locationValue: 'Too long.',
    });
  });
});

describe('the source URL field', () => {
  it('shows the schema message for an address that is not a web link', () => {
    expect(
      validateHighlightForm({ ...EMPTY_HIGHLIGHT_FORM, content: 'x', sourceUrl: 'ftp://example.org' }),
    ).toEqual({
      sourceUrl: 'Source URL must be a web address (http or https).',
    });
  });
});
