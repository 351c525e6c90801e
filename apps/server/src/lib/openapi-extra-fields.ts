import { z } from 'zod';

/**
 * zod writes `additionalProperties: false` for every object, which tells API clients that extra fields are
 * refused; the server validates with zod's default objects, which drop them. The document is made to say
 * what the server does: unknown fields are accepted and ignored (this also lets old clients talk to a newer
 * server), except in the few schemas that refuse them (`z.strictObject`, such as CreateApiToken). Applied to
 * the generated document, in place.
 */
export function allowExtraFields<T>(document: T, strictIds: ReadonlySet<string> = strictSchemaIds()): T {
  const schemas: unknown = Reflect.get(Reflect.get(Object(document), 'components') ?? {}, 'schemas');
  const refusing = new Set<unknown>([...strictIds].map((id) => Reflect.get(Object(schemas), id)));
  const pending: unknown[] = [document];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!node || typeof node !== 'object') continue;
    if (!Array.isArray(node) && !refusing.has(node) && Reflect.get(node, 'additionalProperties') === false) {
      Reflect.deleteProperty(node, 'additionalProperties');
    }
    pending.push(...Object.values(node));
  }
  return document;
}

/** The ids of the shared schemas that refuse unknown fields: objects whose every other key must be `never`. */
export function strictSchemaIds(): Set<string> {
  const ids = new Set<string>();
  for (const [id, schema] of z.globalRegistry._idmap) {
    if (schema instanceof z.ZodObject && schema._zod.def.catchall instanceof z.ZodNever) ids.add(id);
  }
  return ids;
}
