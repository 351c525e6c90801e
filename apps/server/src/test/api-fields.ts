import { expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import type { ApiField } from '../db/api-fields';

interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  $defs?: Record<string, JsonSchema>;
}

type DeclaredField = Pick<ApiField<never, unknown>, 'json' | 'nullable'>;

/**
 * Tests that a resource's field declaration (db/api-fields.ts) says what its response schema says: the same
 * keys in the same order, all required, each with the schema's JSON type and nullability. Call it inside the
 * declaration's describe block.
 */
export function itMatchesResponseSchema(
  schema: ZodType,
  fields: Readonly<Record<string, DeclaredField>>,
): void {
  const document = z.toJSONSchema(schema, { io: 'output' }) as JsonSchema;
  const definition = (ref: string): JsonSchema => document.$defs?.[ref.replace('#/$defs/', '')] ?? {};
  const object = document.$ref ? definition(document.$ref) : document;

  /** The JSON types a property allows ('null' among them when nullable). */
  const typesOf = (property: JsonSchema): string[] => {
    if (property.$ref) return typesOf(definition(property.$ref));
    if (property.anyOf) return property.anyOf.flatMap(typesOf);
    return [property.type ?? []].flat();
  };

  it('declares the fields of the response schema, in its order', () => {
    expect(Object.keys(fields)).toEqual(Object.keys(object.properties ?? {}));
    expect(object.required).toEqual(Object.keys(fields));
  });

  it.each(Object.entries(fields))('gives %s the JSON type and nullability of the schema', (key, field) => {
    const types = typesOf(object.properties?.[key] ?? {});
    expect(types.filter((type) => type !== 'null')).toEqual([field.json]);
    expect(types.includes('null')).toBe(field.nullable);
  });
}
