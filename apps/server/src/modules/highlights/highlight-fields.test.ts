import { highlightSchema } from '@precis/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HIGHLIGHT_FIELDS } from './highlight-fields';
import { INSERT_COLUMNS } from './highlight-insert';
import { RECORD_COLUMNS } from './highlight-record';

interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  $defs?: Record<string, JsonSchema>;
}

const document = z.toJSONSchema(highlightSchema, { io: 'output' }) as JsonSchema;
const definition = (ref: string): JsonSchema => document.$defs?.[ref.replace('#/$defs/', '')] ?? {};
const highlight = document.$ref ? definition(document.$ref) : document;

/** The JSON types a property of the response schema allows ('null' among them when nullable). */
function typesOf(property: JsonSchema): string[] {
  if (property.$ref) return typesOf(definition(property.$ref));
  if (property.anyOf) return property.anyOf.flatMap(typesOf);
  return [property.type ?? []].flat();
}

describe('the highlight field declaration', () => {
  it('declares the fields of the response schema, in its order', () => {
    expect(Object.keys(HIGHLIGHT_FIELDS)).toEqual(Object.keys(highlight.properties ?? {}));
    expect(highlight.required).toEqual(Object.keys(HIGHLIGHT_FIELDS));
  });

  it.each(Object.entries(HIGHLIGHT_FIELDS))(
    'gives %s the JSON type and nullability of the schema',
    (key, field) => {
      const types = typesOf(highlight.properties?.[key] ?? {});
      expect(types.filter((type) => type !== 'null')).toEqual([field.json]);
      expect(types.includes('null')).toBe(field.nullable);
    },
  );

  it('has the insert write every column a field reads, each once', () => {
    const written = INSERT_COLUMNS.map((column) => column.column);
    expect(new Set(written).size).toBe(written.length);
    for (const column of RECORD_COLUMNS) expect(written).toContain(column);
  });
});
