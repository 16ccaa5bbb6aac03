import fc from 'fast-check';
import type { ZodType } from 'zod';
import type { CallOptions } from './http';

// Arbitraries for the bad-input fuzz (tests/integration/fuzz-bad-input.test.ts). Each one yields
// a request that is invalid by construction, with the statuses it may be answered with.

export type BadCase = {
  /** Which family of bad input this is (shows up in a failing counterexample). */
  kind: string;
  opts: CallOptions;
  /** The 4xx statuses this case may be answered with. */
  expect: number[];
};

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

/** Any code point (emoji, RTL, combining marks, control characters), plus lone surrogates. */
export const unicodeString = (maxLength = 40) =>
  fc.oneof(
    { arbitrary: fc.string({ unit: 'binary', maxLength }), weight: 4 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength }), weight: 2 },
    { arbitrary: fc.constantFrom('\ud800', 'a\udfffb', '\u202eevil', 'ｆｕｌｌ', 'ß'.repeat(3), 'İ', '👩‍👩‍👧‍👦', '\u0000', 'a\u0000b', '\ufeff'), weight: 1 },
  );

/** A string longer than `min` characters (up to twice that), of one repeated character. */
export const hugeString = (min: number) =>
  fc
    .tuple(fc.integer({ min: min + 1, max: min * 2 + 1 }), fc.constantFrom('x', 'é', '😀', ' ', '\u0000', '9'))
    .map(([n, c]) => c.repeat(Math.ceil(n / c.length)));

/** Numbers that break ranges and integer rules. */
export const badNumber = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.double(),
  fc.constantFrom(-1, 0, 0.5, 1.5, 6, -0, 1e308, -1e308, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, Number.MIN_SAFE_INTEGER - 2),
);

/** A value of any type, edge cases included. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.anything({ maxDepth: 2 }), weight: 3 },
  { arbitrary: unicodeString(), weight: 2 },
  { arbitrary: badNumber, weight: 2 },
  { arbitrary: hugeString(1_000), weight: 1 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, '', ' ', '\n\t', 'null', 'undefined', '0', '[object Object]'), weight: 2 },
);

/** Keys a client must not be able to smuggle in (they are stripped or ignored), and junk keys. */
export const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '_id', 'id', 'userId', 'user_id', 'role', 'isPremium', 'emailVerified', 'createdAt', 'updatedAt'),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Like JSON.stringify/parse would see it: what the server parses from the body text. */
export function roundTrip(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
}

/** An object with own keys only (so a `__proto__` key really is a key, as JSON.parse makes it). */
function plainObject(entries: [string, unknown][]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

/** Printable Latin-1 (what a header value may carry), no spaces at the ends. */
export const headerSafeString = (maxLength = 300) =>
  fc
    .string({
      unit: fc
        .integer({ min: 0x21, max: 0xff })
        .filter((c) => c !== 0x7f)
        .map((c) => String.fromCharCode(c)),
      minLength: 1,
      maxLength,
    })
    .filter((s) => !/[\u0080-\u009f]/.test(s));

// ---------------------------------------------------------------------------------------------
// Credentials
// ---------------------------------------------------------------------------------------------

export type CredentialFixtures = {
  /** A live, signed bearer token of some user (`<token>.<signature>`). */
  token: string;
  /** The signed token of a session that has been signed out. */
  revokedToken: string;
  /** A live session cookie. */
  cookie: string;
};

/**
 * Changes one character of the token or its signature. The signature's last character before the
 * padding carries unused bits, and '-'/'+' or '_'/'/' decode alike, so those edits would still
 * decode to the same signature: they are avoided, and every tampered token really differs.
 */
function tamper(token: string, at: number, c: string): string {
  const sigEnd = token.replace(/=+$/, '').length - 1;
  const i = at % sigEnd;
  const replacement = token[i] === c ? (c === 'A' ? 'B' : 'A') : c;
  return token.slice(0, i) + replacement + token.slice(i + 1);
}

/**
 * Requests that carry no usable identity: garbage, forged, tampered, unsigned or revoked tokens,
 * junk cookies, wrong schemes. For a route that needs a session they all answer 401.
 * `crossSite` adds a live cookie sent from a foreign origin (403) for state-changing methods.
 */
export function badCredentials(fx: CredentialFixtures, opts: { crossSite: boolean }): fc.Arbitrary<BadCase> {
  const unsigned = fx.token.split('.')[0];
  const bearer = (value: string, kind: string): BadCase => ({ kind, opts: { headers: { authorization: value } }, expect: [401] });
  const cases: fc.Arbitrary<BadCase>[] = [
    headerSafeString().map((t) => bearer(`Bearer ${t}`, 'garbage bearer')),
    fc
      .tuple(
        fc.constantFrom('Basic', 'Token', 'Bearer', 'bearer', 'JWT', 'Digest', ''),
        fc.constantFrom('', 'null', 'undefined', 'session-cookie', '.', '..', 'a.b', unsigned),
      )
      .map(([scheme, value]) => bearer(`${scheme} ${value}`.trim() || 'Bearer', 'malformed authorization')),
    fc.tuple(fc.nat(), fc.constantFrom('A', 'z', '0', '.')).map(([at, c]) => bearer(`Bearer ${tamper(fx.token, at, c)}`, 'tampered token')),
    fc
      .constantFrom(`Bearer ${unsigned}`, `Bearer ${fx.revokedToken}`, `Bearer ${fx.token}${fx.token}`, `Bearer ${fx.token}.extra`)
      .map((v) => bearer(v, 'unsigned, revoked or doubled token')),
    headerSafeString(200)
      .filter((v) => !/[;,]/.test(v))
      .map((v) => ({ kind: 'garbage session cookie', opts: { headers: { cookie: `better-auth.session_token=${v}` } }, expect: [401] })),
    fc
      .array(
        fc.tuple(
          headerSafeString(20).filter((k) => !/[=;,]/.test(k)),
          headerSafeString(40).filter((v) => !/[;,]/.test(v)),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((pairs) => ({ kind: 'junk cookies', opts: { headers: { cookie: pairs.map(([k, v]) => `${k}=${v}`).join('; ') } }, expect: [401] })),
  ];
  if (opts.crossSite) {
    cases.push(
      fc.constantFrom(...FOREIGN_ORIGINS).map((origin) => ({
        kind: 'cross-site cookie',
        opts: { headers: { cookie: fx.cookie, origin } },
        expect: [403],
      })),
      // No cookie at all: a foreign page's request is refused whatever credential it carries.
      crossSiteWithoutCookie({}, `Bearer ${fx.token}`),
    );
  }
  return fc.oneof(...cases);
}

/** Origins that are not the app's (http://localhost:3000 in the integration tests). */
export const FOREIGN_ORIGINS = ['https://evil.example', 'http://localhost:3001', 'null', 'https://localhost:3000.evil.example', 'http://127.0.0.1:3000'];

/**
 * A state-changing request a browser sent from another site, without cookies: a foreign Origin or
 * Sec-Fetch-Site other than same-origin, with no credential or a bearer one. Always 403, even for
 * public endpoints (a login or sign-up forged from another site). `base` is an otherwise valid request.
 */
export function crossSiteWithoutCookie(base: CallOptions, authorization?: string): fc.Arbitrary<BadCase> {
  return fc
    .record({
      signal: fc.oneof(
        fc.constantFrom(...FOREIGN_ORIGINS).map((origin): Record<string, string> => ({ origin })),
        fc.constantFrom('cross-site', 'same-site').map((site): Record<string, string> => ({ 'sec-fetch-site': site })),
        fc.constantFrom(...FOREIGN_ORIGINS).map((origin): Record<string, string> => ({ origin, 'sec-fetch-site': 'cross-site' })),
      ),
      withBearer: authorization ? fc.boolean() : fc.constant(false),
    })
    .map(({ signal, withBearer }) => ({
      kind: 'cross-site request without cookies',
      opts: { ...base, headers: { ...base.headers, ...signal, ...(withBearer && authorization ? { authorization } : {}) } },
      expect: [403],
    }));
}

// ---------------------------------------------------------------------------------------------
// Ids in the path
// ---------------------------------------------------------------------------------------------

/** Malformed and unknown ids: never an id the caller may act on. */
export function badId(extra: string[] = []): fc.Arbitrary<string> {
  const arbs: fc.Arbitrary<string>[] = [
    unicodeString(60),
    fc.uuid(),
    fc.uuid().map((u) => u.toUpperCase()),
    fc.uuid().map((u) => u.slice(0, -1)),
    fc.uuid().map((u) => `${u}0`),
    fc.uuid().map((u) => u.replace(/-/g, '')),
    fc.uuid().map((u) => `${u.slice(0, 8)}-${u.slice(9, 13)}`),
    fc.uuid().map((u) => u.replace(/[0-9a-f]$/, 'g')),
    fc.constantFrom(
      '',
      ' ',
      'null',
      'undefined',
      '0',
      '-1',
      '1e308',
      'NaN',
      "' OR '1'='1",
      '1; DROP TABLE journal_entry; --',
      '../../etc/passwd',
      '%00',
      '\u0000',
      '00000000-0000-0000-0000-000000000000\u0000',
      '{}',
      '[]',
      'ℵ',
      '😀',
    ),
    fc.integer({ min: 200, max: 20_000 }).map((n) => 'a'.repeat(n)),
  ];
  if (extra.length) arbs.push(fc.constantFrom(...extra));
  return fc.oneof(...arbs);
}

// ---------------------------------------------------------------------------------------------
// JSON bodies
// ---------------------------------------------------------------------------------------------

export type BodySpec = {
  schema: ZodType;
  /** A body the endpoint accepts. */
  valid: Record<string, unknown>;
  /** Largest body the route reads (bytes of text). */
  maxBody: number;
  /** Text fields whose value would be stored: a NUL in them must be refused, not reach PostgreSQL. */
  textFields?: string[];
  /** Fields holding a bounded list of stored texts: bad items and overlong lists must be refused. */
  listFields?: { fields: string[]; maxItems: number; maxLength: number };
  /** Bodies the schema accepts but the service refuses without changing anything. */
  semantic?: fc.Arbitrary<BadCase>;
};

const NON_JSON_TYPES = [
  'text/plain',
  'text/plain;charset=utf-8',
  // Only the application/json essence is JSON: "json" somewhere in the type is not enough (a
  // cross-site form or no-cors fetch can send text/plain;json without a preflight).
  'text/plain;json',
  'text/plain; charset=utf-8; x=application/json',
  'application/jsonx',
  'application/json-patch+json',
  'application/vnd.api+json',
  'text/json',
  'application/x-json',
  'json',
  'application/json garbage',
  'application/json/x',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'text/html',
  'application/xml',
  'text/csv',
  'image/png',
  'application/octet-stream',
];

/** Body text that JSON.parse refuses (and that is not blank, which counts as an empty body). */
export const invalidJsonText = (valid: Record<string, unknown>) => {
  const good = JSON.stringify(valid);
  return fc
    .oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }),
      fc.integer({ min: 1, max: Math.max(1, good.length - 1) }).map((n) => good.slice(0, n)),
      fc.constantFrom(
        "{'a':1}",
        '{"a":1,}',
        '{a:1}',
        '[1,2,',
        'NaN',
        'undefined',
        '{"a":01}',
        '{"a":"\\x41"}',
        '"unterminated',
        '{"a":1}{"b":2}',
        '\ufeff{',
        '{"a":\u0000}',
        ")]}'\n{}",
      ),
    )
    .filter((t) => {
      // The server decodes the body as UTF-8, which drops a leading byte order mark.
      const text = t.replace(/^\ufeff/, '');
      if (!text.trim()) return false;
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    });
};

/** Valid JSON whose top level is not an object. */
const wrongTopLevel = fc.oneof(
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
);

/** The valid body with fields dropped, swapped for values of the wrong type or size, and extra keys; kept only if the schema refuses it. */
function mutatedBody(spec: BodySpec): fc.Arbitrary<unknown> {
  const fields = Object.keys(spec.valid);
  return fc
    .record({
      drop: fc.subarray(fields),
      replace: fields.length
        ? fc.array(fc.tuple(fc.constantFrom(...fields), anyValue), { maxLength: fields.length + 1 })
        : fc.constant([] as [string, unknown][]),
      extra: fc.array(fc.tuple(extraKey, fc.jsonValue({ maxDepth: 2 })), { maxLength: 4 }),
    })
    .map(({ drop, replace, extra }) => {
      const entries = new Map<string, unknown>(Object.entries(spec.valid));
      for (const f of drop) entries.delete(f);
      for (const [f, v] of replace) entries.set(f, v);
      for (const [k, v] of extra) if (!fields.includes(k)) entries.set(k, v);
      return roundTrip(plainObject([...entries]));
    })
    .filter((body) => !spec.schema.safeParse(body).success);
}

/** Characters a stored one-line item must never hold: C0 and C1 controls, DEL, lone surrogates. */
const forbiddenInItem = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'),
);

/** Lists of stored text broken one way: too many items, an item too long, blank, of another type, or holding a forbidden character. */
function badListItems(spec: BodySpec, list: NonNullable<BodySpec['listFields']>): fc.Arbitrary<unknown> {
  const ok = fc.string({ minLength: 1, maxLength: 30 }).filter((t) => t.trim() !== '' && !/[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/.test(t));
  const badItem = fc.oneof(
    fc.integer({ min: list.maxLength + 1, max: list.maxLength * 2 }).map((n) => 'x'.repeat(n)),
    fc.constantFrom('', ' ', '\n\t', '\u00a0'),
    fc.oneof(
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    ),
    fc.tuple(ok, forbiddenInItem, ok).map(([a, c, b]) => `${a}${c}${b}`),
  );
  return fc
    .oneof(
      fc
        .tuple(fc.constantFrom(...list.fields), fc.array(ok, { minLength: list.maxItems + 1, maxLength: list.maxItems * 2 }))
        .map(([field, items]) => ({ ...spec.valid, [field]: items })),
      fc
        .tuple(fc.constantFrom(...list.fields), fc.array(ok, { maxLength: 3 }), badItem, fc.array(ok, { maxLength: 3 }))
        .map(([field, before, bad, after]) => ({ ...spec.valid, [field]: [...before, bad, ...after] })),
    )
    .filter((body) => !spec.schema.safeParse(body).success);
}

/** Every family of bad JSON body for one endpoint. `base` supplies the path, query and credentials. */
export function badJsonBody(spec: BodySpec, base: CallOptions): fc.Arbitrary<BadCase> {
  const json = (rawBody: string, contentType = 'application/json') => ({ ...base, rawBody, headers: { ...base.headers, 'content-type': contentType } });
  const cases: fc.Arbitrary<BadCase>[] = [
    invalidJsonText(spec.valid).map((t) => ({ kind: 'invalid JSON', opts: json(t), expect: [400] })),
    fc.constantFrom(...NON_JSON_TYPES).map((type) => ({ kind: 'wrong content type', opts: json(JSON.stringify(spec.valid), type), expect: [415] })),
    fc.constant<BadCase>({
      kind: 'JSON body without a content type',
      opts: { ...base, rawBody: JSON.stringify(spec.valid), headers: { ...base.headers } },
      expect: [415],
    }),
    wrongTopLevel.map((v) => ({ kind: 'JSON that is not an object', opts: json(JSON.stringify(v)), expect: [400] })),
    mutatedBody(spec).map((b) => ({ kind: 'missing, mistyped, oversized or extra fields', opts: json(JSON.stringify(b)), expect: [400] })),
    fc.tuple(fc.integer({ min: 1, max: 64 * 1024 }), fc.constantFrom('x', 'é', '😀')).map(([over, c]) => {
      const pad = c.repeat(Math.ceil((spec.maxBody + over) / c.length));
      return { kind: 'body over the size limit', opts: json(JSON.stringify({ ...spec.valid, pad })), expect: [413] };
    }),
  ];
  if (spec.textFields?.length) {
    cases.push(
      fc.tuple(fc.constantFrom(...spec.textFields), fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([field, before, after]) => {
        const value = `${before}\u0000${after}`;
        return { kind: 'NUL character in stored text', opts: json(JSON.stringify({ ...spec.valid, [field]: value })), expect: [400] };
      }),
    );
  }
  if (spec.listFields) {
    cases.push(badListItems(spec, spec.listFields).map((b) => ({ kind: 'bad items in a list of stored text', opts: json(JSON.stringify(b)), expect: [400] })));
  }
  if (spec.semantic) cases.push(spec.semantic);
  return fc.oneof(...cases);
}

// ---------------------------------------------------------------------------------------------
// Query strings
// ---------------------------------------------------------------------------------------------

/** Query values that break whole-number, enum and time-zone rules. */
export const badQueryValue = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '1.5',
    '1e3',
    '0x10',
    '+5',
    '٣',
    'NaN',
    'Infinity',
    '-Infinity',
    '99999999999',
    '9'.repeat(400),
    'abc',
    'true',
    '[]',
    '{}',
    'null',
    ' ',
    '\u0000',
    '%00',
    'Mars/Olympus',
    'UTC+5',
    '+05:00',
    'xml',
    'JSON',
  ),
  badNumber.map(String),
  unicodeString(30),
  hugeString(300),
);

/** Queries the schema refuses: bad values for its parameters, sometimes with junk parameters besides. */
export function badQuery(schema: ZodType, params: string[], base: CallOptions): fc.Arbitrary<BadCase> {
  return fc
    .record({
      values: fc.array(fc.tuple(fc.constantFrom(...params), badQueryValue), { minLength: 1, maxLength: params.length + 1 }),
      junk: fc.array(fc.tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }), unicodeString(10)), { maxLength: 3 }),
    })
    .map(({ values, junk }) => {
      const query: Record<string, string> = {};
      for (const [k, v] of junk) query[k] = v;
      for (const [k, v] of values) query[k] = v;
      return query;
    })
    .filter((query) => !schema.safeParse(Object.fromEntries(new URLSearchParams(query))).success)
    .map((query) => ({ kind: 'bad query', opts: { ...base, query }, expect: [400] }));
}

/** Page cursors that are not ones the server handed out (the schema accepts any short text). */
export function badCursor(param: string, base: CallOptions): fc.Arbitrary<BadCase> {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return fc
    .oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 120 }),
      fc.jsonValue({ maxDepth: 2 }).map(b64),
      fc.tuple(fc.string({ maxLength: 30 }), fc.uuid()).map(([at, id]) => b64([at, id])),
      fc.tuple(fc.date({ noInvalidDate: true }), fc.string({ maxLength: 40 })).map(([d, id]) => b64([d.toISOString().replace('Z', '000Z'), id])),
      fc.constantFrom('null', 'W10', 'W251bGwsbnVsbF0', 'eyJ9', '=====', '\u0000', "'; DROP TABLE review; --"),
    )
    .filter((c) => c.trim() !== '' && c.trim().length <= 200)
    .map((cursor) => ({ kind: 'forged cursor', opts: { ...base, query: { ...base.query, [param]: cursor } }, expect: [400] }));
}
