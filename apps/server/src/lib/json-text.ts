declare const encodes: unique symbol;

/** JSON text known to encode a `T`: made by a serialiser whose output a test checks against T's schema. */
export type JsonText<T> = string & { readonly [encodes]: T };

interface JsonReply<T, Sent> {
  type(contentType: string): { send(payload: T): Sent };
}

/**
 * Sends JSON text that is already the route's answer, skipping the schema serialiser (Fastify sends a string
 * payload with a JSON content type as it is). For hot list routes whose rows are written straight to JSON:
 * building objects and re-validating them cost more than the query. The type says what the text encodes; the
 * one cast here only tells Fastify's typed reply so.
 */
export function sendJsonText<T, Sent>(reply: JsonReply<T, Sent>, text: JsonText<T>): Sent {
  return reply.type('application/json; charset=utf-8').send(text as unknown as T);
}
