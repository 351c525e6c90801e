/**
 * Numbers baked into the schema (triggers, stored columns) that runtime queries must agree with. The migrations
 * that wrote them into the database import them from here; changing one needs a new migration that rewrites
 * the stored values, never an edit here alone.
 */

/** Width of a day-count bucket: every time zone's day starts on a quarter hour today. */
export const COUNT_BUCKET_MS = 900_000;

/** Room for 2^20 highlight rows per millisecond; seq stays below 2^63 until the year 2248. */
export const SEQ_SLOTS_PER_MS = 1_048_576;
