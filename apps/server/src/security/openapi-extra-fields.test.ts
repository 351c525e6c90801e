import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every `additionalProperties` in a JSON schema, with the path of the object that carries it. */
function extraFieldRules(node: Json, path = ''): string[] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((item, index) => extraFieldRules(item, `${path}/${index}`));
  const own = 'additionalProperties' in node ? [`${path} ${JSON.stringify(node.additionalProperties)}`] : [];
  return [
    ...own,
    ...Object.entries(node)
      .filter(([key]) => key !== 'additionalProperties' && key !== '$ref')
      .flatMap(([key, value]) => extraFieldRules(value, `${path}/${key}`)),
  ];
}

describe('the OpenAPI document says what the server does with extra fields', () => {
  let t: TestApp;
  let components: Record<string, Json>;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    components = document.components.schemas;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('for every shared schema, as zod parses input: dropped fields unmentioned, refused ones false', () => {
    const ids = [...z.globalRegistry._idmap.keys()].filter((id) => id in components);
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) {
      const schema = z.globalRegistry._idmap.get(id);
      if (!schema) continue;
      // zod's own account of what its parser takes: a plain object (extra fields dropped) gets no
      // additionalProperties, a strict one false, a loose one {}. Nested shared schemas are references
      // on both sides, so each is compared once, under its own id.
      const asParsed = z.toJSONSchema(schema, {
        io: 'input',
        unrepresentable: 'any',
        metadata: z.globalRegistry,
        reused: 'inline',
        override: () => {},
      }) as Json;
      // zod writes a schema with an id as a reference to itself under $defs; the document as the component.
      const inZod = extraFieldRules(
        JSON.parse(JSON.stringify(asParsed).replace(/"\$ref":"[^"]*"/g, '"$ref":"-"')),
      )
        .map((rule) => rule.replace(`/$defs/${id} `, ' '))
        .sort();
      const inDocument = extraFieldRules(components[id] ?? null).sort();
      expect(inDocument, id).toEqual(inZod);
    }
  });
});
