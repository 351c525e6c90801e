import { CATEGORY_CODES, REQUEST_SUMMARIZATION_TYPES } from '@precis/shared';
import fc from 'fast-check';

/**
 * Generators for hostile requests. Header values keep to what an HTTP parser lets through (tab, printable
 * ASCII, obs-text 0x80-0xFF); everything else is as wild as fits in a request.
 */

const wireChar = fc.oneof(
  fc.constant('\t'),
  fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)),
);
const wireString = (maxLength: number) => fc.string({ unit: wireChar, maxLength });

const FIELD_NAMES = [
  'content',
  'source',
  'comment',
  'categories',
  'tags',
  'dateInterval',
  'startDate',
  'endDate',
  'summarizationType',
  'email',
  'password',
  'name',
  'frequency',
  'enabled',
  'title',
  'description',
  'stepsToReproduce',
  'expectedBehaviour',
  'actualBehaviour',
  'feature',
  'details',
  'rememberMe',
  'callbackURL',
  'token',
  '__proto__',
  'constructor',
];
const QUERY_KEYS = ['date', 'searchTerm', 'fromDate', 'toDate', 'page', 'pageSize', 'token', 'category'];

/** Dates and zones of every kind of wrong: impossible days, far years, offsets, numbers, words. */
export const trickyDate = fc.oneof(
  fc.constantFrom(
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '0000-00-00',
    '9999-12-31',
    '275760-09-13',
    '-000001-01-01',
    '2024-1-1',
    '2024-01-01T25:61:61Z',
    '+275760-09-13T00:00:00.000Z',
    '2024-03-10T02:30:00',
    '1970-01-01T00:00:00.000Z',
    'NaN',
    'Infinity',
    'null',
    'today',
    '',
    ' ',
    '２０２４-０１-０１',
  ),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.integer().map(String),
);
export const trickyTimeZone = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('UTC', 'Europe/Paris', 'Pacific/Kiritimati', 'America/St_Johns') },
  fc.constantFrom(
    'UTC',
    'Europe/Paris',
    'America/New_York',
    'Asia/Kathmandu',
    'Pacific/Kiritimati',
    'Mars/Olympus',
    'utc',
    'Etc/GMT+14',
    'GMT+25',
    '+05:30',
    'Europe/../../etc/passwd',
    'America/New York',
    '',
  ),
  wireString(40),
  fc.constant('Europe/'.repeat(1200)),
);

/** A JSON body shaped like the real ones (known field names), with wrong types and extreme values. */
const fieldValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  trickyDate,
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer({ min: 1, max: 25_000 }).map((n) => 'x'.repeat(n)),
  fc.array(fc.string({ maxLength: 80 }), { maxLength: 30 }),
  fc.record({ startDate: trickyDate, endDate: trickyDate }),
);
const shapedBody = fc
  .dictionary(fc.constantFrom(...FIELD_NAMES), fieldValue, { maxKeys: 6 })
  .map((body) => JSON.stringify(body));

const text = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '   ',
      '\u0000',
      '<script>alert(1)</script>',
      "'; DROP TABLE highlights; --",
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 21_000 }).map((n) => 'x'.repeat(n)) },
);
const recentInterval = fc
  .record({
    backMs: fc.integer({ min: 0, max: 400 * 86_400_000 }),
    spanMs: fc.integer({ min: -3_600_000, max: 400 * 86_400_000 }),
  })
  .map(({ backMs, spanMs }) => {
    const start = Date.now() - backMs;
    return { startDate: new Date(start).toISOString(), endDate: new Date(start + spanMs).toISOString() };
  });

/**
 * Every field the API reads at once, each plausible or subtly wrong: unknown keys are dropped by the
 * schemas, so these bodies often pass validation and reach the services and the database.
 */
const plausibleBody = fc
  .record({
    content: text,
    source: text,
    comment: text,
    title: text,
    description: text,
    feature: text,
    details: text,
    stepsToReproduce: text,
    name: text,
    categories: fc.oneof(
      fc.array(fc.constantFrom(...CATEGORY_CODES), { maxLength: 1 }),
      fc.array(fc.constantFrom(...CATEGORY_CODES, 'NOT_A_CODE', '', 'x'.repeat(70)), { maxLength: 22 }),
    ),
    tags: fc.oneof(
      fc.array(fc.string({ unit: 'grapheme', maxLength: 20 }), { maxLength: 3 }),
      fc.array(fc.string({ unit: 'grapheme', maxLength: 70 }), { maxLength: 22 }),
    ),
    dateInterval: fc.oneof(recentInterval, fc.record({ startDate: trickyDate, endDate: trickyDate })),
    summarizationType: fc.oneof(
      fc.constantFrom(...REQUEST_SUMMARIZATION_TYPES),
      fc.constantFrom('DAILY', 'nope', ''),
    ),
    email: fc.oneof(fc.emailAddress(), fc.constantFrom('not-an-email', 'a@b', '')),
    password: fc.string({ minLength: 0, maxLength: 300 }),
    frequency: fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY', 'daily'),
    enabled: fc.oneof(fc.boolean(), fc.constantFrom('true', 1, null)),
    startDate: fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      trickyDate,
    ),
  })
  .map((value) => JSON.stringify(value));

function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

export type FuzzBody = { payload: string | Buffer; contentType?: string } | undefined;

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/xml',
      'application/octet-stream',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'text/html',
      '*/*',
      '',
    ),
  },
  { weight: 1, arbitrary: wireString(60) },
);

export const body: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  {
    weight: 5,
    arbitrary: fc.record({
      payload: fc.oneof(
        fc.jsonValue().map((value) => JSON.stringify(value)),
        shapedBody,
        plausibleBody,
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.constantFrom(
          '',
          '{',
          '{"a":',
          'null',
          '[]',
          '""',
          '{"__proto__":{"admin":true}}',
          '\u0000',
          '{}{}',
        ),
      ),
      contentType,
    }),
  },
  { weight: 4, arbitrary: plausibleBody.map((payload) => ({ payload, contentType: 'application/json' })) },
  {
    weight: 1,
    arbitrary: fc
      .record({ depth: fc.integer({ min: 64, max: 120_000 }), kind: fc.constantFrom('array', 'object') })
      .map(({ depth, kind }) => ({ payload: deeplyNested(depth, kind), contentType: 'application/json' })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ field: fc.constantFrom(...FIELD_NAMES), size: fc.integer({ min: 20_000, max: 900_000 }) })
      .map(({ field, size }) => ({
        payload: JSON.stringify({ [field]: 'é'.repeat(size / 2) }),
        contentType: 'application/json',
      })),
  },
  {
    // Invalid UTF-8 (lone continuation bytes, overlongs, surrogates) inside an otherwise plausible body.
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
      payload: Buffer.concat([
        Buffer.from('{"content":"'),
        Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80, ...bytes]),
        Buffer.from('"}'),
      ]),
      contentType: 'application/json',
    })),
  },
);

/** A query string: hostile values for the keys the API reads, or raw bytes with broken escapes. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  {
    weight: 5,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })),
          fc.oneof(
            trickyDate,
            fc.string({ unit: 'grapheme', maxLength: 60 }),
            fc.integer({ min: 100, max: 4000 }).map((n) => 'q'.repeat(n)),
          ),
        ),
        { maxLength: 5 },
      )
      .map(
        (pairs) =>
          `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`,
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .string({
        unit: fc.constantFrom('%', 'E', '0', 'A', 'z', '&', '=', '[', ']', '+', '.', 'date', '__proto__'),
        maxLength: 30,
      })
      .map((raw) => `?${raw}`),
  },
);

/** A path parameter: ids of every shape, including the caller's own, huge and undecodable ones. */
export function pathParam(knownIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...knownIds).map(encodeURIComponent),
    fc.uuid().map(encodeURIComponent),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
    fc.integer({ min: 90, max: 3000 }).map((n) => 'a'.repeat(n)),
    fc.constantFrom(
      '%E0%A4%A',
      '%',
      '%00',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e',
      'null',
      'undefined',
      '0',
      '-1',
    ),
  );
}

/** Headers a caller controls: zones, content negotiation, cookies, garbage. */
export const headers = fc.record(
  {
    'x-timezone': trickyTimeZone,
    accept: fc.oneof(
      fc.constantFrom('application/json', 'text/html', '*/*', 'application/xml;q=0.9'),
      wireString(60),
    ),
    'accept-language': wireString(40),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'gzip;q=0, *;q=0', 'bogus'),
    'x-forwarded-for': wireString(40),
    cookie: wireString(200),
    origin: fc.oneof(fc.constant('https://evil.example'), wireString(40)),
  },
  { requiredKeys: [] },
);

/** Mostly nothing (the caller's own credential is used); now and then a broken Authorization header. */
export const brokenCredential: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 9, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.constantFrom('Bearer ', 'Bearer forged', 'Basic Og=='), wireString(80)),
  },
);
