/**
 * zod writes `additionalProperties: false` for every object, which tells API clients that extra fields are
 * refused; the server validates with zod's default objects, which drop them. The document is made to say
 * what the server does: unknown fields are accepted and ignored (this also lets old clients talk to a newer
 * server). Applied to the generated document, in place.
 */
export function allowExtraFields<T>(document: T): T {
  const pending: unknown[] = [document];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!node || typeof node !== 'object') continue;
    if (!Array.isArray(node) && Reflect.get(node, 'additionalProperties') === false) {
      Reflect.deleteProperty(node, 'additionalProperties');
    }
    pending.push(...Object.values(node));
  }
  return document;
}
