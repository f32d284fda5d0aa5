import fc from 'fast-check';
import { HttpClient } from '../testing/http-client.js';
import { bodySchemaOf, patternsOf, queryParametersOf, servedOperations, TEXT_RULE_PATTERNS, wellFormed, type JsonSchema, type Operation, type ServedOperation } from '../testing/served-operations.js';
import { signUpMember } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;


/** Runs per endpoint and caller: enough to meet each kind of hostile input several times, bounded for CI. */
const RUNS_PER_ENDPOINT = 30;
// Printed with any failure, so the failing inputs replay exactly.
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '../../../etc/passwd',
    '%00',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '00000000-0000-0000-0000-000000000000',
    'not-a-uuid',
    '\ud800',
    '9'.repeat(400),
    'x'.repeat(20_000),
    '1e309',
    '-1',
    'NaN',
  ),
);
const hostileKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'prototype', 'valueOf'), fc.string({ maxLength: 12 }));
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Values that pass a schema's type checks but not its meaning: where a body reaches the rules behind the schema. */
const plausibleScalar = fc.oneof(fc.constantFrom('x', 'a\u0000b', '__proto__', 'toString', 'not-a-uuid', '00000000-0000-0000-0000-000000000000'), fc.boolean(), fc.constant(null), fc.integer({ min: -1, max: 100 }));
/** A field's value: anything, or (often) an object keyed by prototype names, the shape maps of details and preferences take. */
const fieldValue = fc.oneof(hostileValue, plausibleScalar, fc.dictionary(hostileKey, plausibleScalar, { minKeys: 1, maxKeys: 2 }), fc.array(plausibleScalar, { maxLength: 3 }));

/** A JSON body: the endpoint's own fields with hostile values (some left out, some added), any value at all, or broken JSON. */
const hostileBody = (schema: JsonSchema | undefined) => {
  const fields = Object.keys(schema?.properties ?? {});
  // One field at a time, the others left out: the body passes the schema's shape checks more often and meets the rules.
  const oneField = fields.length ? fc.tuple(fc.constantFrom(...fields), fieldValue).map(([name, value]) => JSON.stringify({ [name]: value })) : fc.constant('{}');
  return fc.oneof(
    oneField,
    oneField,
    fc.record(Object.fromEntries(fields.map((name) => [name, fieldValue])), { requiredKeys: [] }).chain((known) =>
      fc.dictionary(hostileKey, hostileValue, { maxKeys: 2 }).map((extra) => JSON.stringify({ ...extra, ...known })),
    ),
    hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
    fc.constantFrom('{', '{"a":', '[1,2', 'null', '"just a string"', '{"__proto__":{"polluted":true}}', '\u0000'),
  );
};

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

/**
 * The attacks known to have broken endpoints before, tried on every field before the random runs: prototype
 * names as map keys and as values, NUL bytes, arrays where one value is meant.
 */
const knownAttacks = (fields: readonly string[]): string[] =>
  fields.flatMap((field) => [
    ...PROTOTYPE_KEYS.flatMap((key) => [{ [field]: { [key]: 'x' } }, { [field]: { [key]: null } }, { [field]: key }, { [field]: [key] }]),
    { [field]: 'a\u0000b' },
    { [field]: ['a', 'b'] },
    { [field]: 'x'.repeat(100_000) },
  ]).map((body) => JSON.stringify(body));
const knownQueryAttacks = (names: readonly string[]): string[] =>
  names.flatMap((name) => [`${name}=%00`, `${name}=a%00b`, `${name}=a&${name}=b`, `${name}[]=a`, `${name}[toString]=x`, `${name}=__proto__`]);

// Formats whose own pattern admits only a few plain characters.
const CLOSED_FORMATS = ['uuid', 'date'];
const childrenOf = (schema: JsonSchema): [string, JsonSchema][] => [
  ...Object.entries(schema.properties ?? {}),
  ...(schema.items ? [['[]', schema.items] as [string, JsonSchema]] : []),
  ...(schema.propertyNames ? [['{key}', schema.propertyNames] as [string, JsonSchema]] : []),
  ...(typeof schema.additionalProperties === 'object' ? [['{value}', schema.additionalProperties] as [string, JsonSchema]] : []),
  ...(schema.anyOf ?? []).map((option, index): [string, JsonSchema] => [`|${index}`, option]),
];

/** Where a schema takes free text not held to the domain's request text rule (a length and no control characters or lone surrogates). */
const unguardedStrings = (schema: JsonSchema | undefined, at: string): string[] => {
  if (!schema) return [];
  const free = schema.type === 'string' && schema.enum === undefined && schema.const === undefined && !CLOSED_FORMATS.includes(schema.format ?? '');
  const guarded = schema.maxLength !== undefined && patternsOf(schema).some((pattern) => TEXT_RULE_PATTERNS.includes(pattern));
  return [...(free && !guarded ? [at] : []), ...childrenOf(schema).flatMap(([name, child]) => unguardedStrings(child, `${at}.${name}`))];
};


/** Strings PostgreSQL, UTF-8 or a length check must never meet: NUL and other controls, lone surrogates, one character too many. */
const hostileTexts = (maxLength = 100_000): string[] => ['a\u0000b', '\u0000', 'a\u001bb', 'a\ud800', '\udc00b', 'x'.repeat(maxLength + 1)];

/** The schema's value, well formed but for one string somewhere inside it (a field, an item, a map's key or value): one per hostile text. */
const withOneHostileString = (schema: JsonSchema | undefined): unknown[] => {
  if (!schema) return [];
  if (schema.type === 'string') return hostileTexts(schema.maxLength);
  if (schema.anyOf) return schema.anyOf.flatMap(withOneHostileString);
  if (schema.type === 'array') return withOneHostileString(schema.items).map((item) => [item]);
  if (schema.type !== 'object') return [];
  const base = wellFormed(schema, { seed: SEED }) as Record<string, unknown>;
  const valueSchema = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => withOneHostileString(property).map((value) => ({ ...base, [name]: value }))),
    ...withOneHostileString(valueSchema).map((value) => ({ ...base, x: value })),
    ...(schema.propertyNames ? hostileTexts(schema.propertyNames.maxLength).map((key) => ({ ...base, [key]: wellFormed(valueSchema, { seed: SEED }) })) : []),
  ];
};

/** The same in a query string, percent-encoded as sent (a lone surrogate as the bytes UTF-8 would give it). */
const hostileQueryValues = (maxLength = 4_000): string[] => ['a%00b', '%00', 'a%1Bb', 'a%ED%A0%80', '%ED%B0%80b', 'x'.repeat(Math.min(maxLength, 4_000) + 1)];

type Parameter = NonNullable<Operation['parameters']>[number];
const queryOf = (values: Record<string, unknown>): string =>
  new URLSearchParams(Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)] as [string, string]]))).toString();

/** Every operation's request, well formed but for one string field (query or body) holding a hostile text. */
const hostileStringRequests = (parameters: readonly Parameter[], bodySchema: JsonSchema | undefined, withBody: boolean): [string, string | undefined][] => {
  const query = Object.fromEntries(parameters.map((parameter) => [parameter.name, wellFormed(parameter.schema, { seed: SEED }) ?? 'x']));
  const body = withBody ? JSON.stringify(wellFormed(bodySchema, { seed: SEED }) ?? {}) : undefined;
  return [
    ...parameters.flatMap((parameter) => {
      const others = queryOf({ ...query, [parameter.name]: undefined });
      return hostileQueryValues(parameter.schema?.maxLength).map((value): [string, string | undefined] => [`${others ? `${others}&` : ''}${encodeURIComponent(parameter.name)}=${value}`, body]);
    }),
    ...(withBody ? withOneHostileString(bodySchema).map((value): [string, string | undefined] => [queryOf(query), JSON.stringify(value)]) : []),
  ];
};

/** A query string: the endpoint's own parameters with hostile values, now and then repeated, plus strangers. */
const hostileQuery = (names: readonly string[]) =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...(names.length ? names : ['id'])), hostileKey), hostileString), { maxLength: 5 }),
      fc.boolean(),
    )
    .map(([pairs, repeatFirst]) => {
      const query = new URLSearchParams(pairs);
      if (repeatFirst && pairs[0]) query.append(pairs[0][0], pairs[0][1]);
      return query.toString();
    });

describeWithServices('Hostile input to every endpoint of the OpenAPI document never gets a 5xx (PostgreSQL, Redis)', () => {
  let site: TestSite;
  let endpoints: ServedOperation[];
  beforeAll(async () => {
    site = await startTestSite({ API_DOCS: '1' });
    endpoints = await servedOperations(site.url);
  });
  afterAll(() => site?.stop());

  it('holds every string field of every operation (query and body) to the one request text rule', () => {
    const unguarded = endpoints.flatMap(({ method, path, operation }) => [
      ...queryParametersOf(operation).flatMap((parameter) => unguardedStrings(parameter.schema, `${method} ${path} ?${parameter.name}`)),
      ...unguardedStrings(bodySchemaOf(operation), `${method} ${path} body`),
    ]);
    expect(unguarded).toEqual([]);
  });

  const fuzz = async (caller: () => Promise<HttpClient>) => {
    expect(endpoints.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { method, path, operation } of endpoints) {
      const client = await caller();
      const queryParameters = queryParametersOf(operation);
      const queryNames = queryParameters.map((parameter) => parameter.name);
      const bodySchema = bodySchemaOf(operation);
      const withBody = method !== 'GET' && method !== 'HEAD';
      await fc
        .assert(
          fc.asyncProperty(hostileQuery(queryNames), withBody ? hostileBody(bodySchema) : fc.constant(undefined), async (query, body) => {
            const response = await client.request(method, `${path}${query ? `?${query}` : ''}`, body, body === undefined ? {} : { 'content-type': 'application/json' });
            // An event stream that opened never ends by itself: its status is the answer.
            if (response.headers.get('content-type')?.startsWith('text/event-stream')) await response.body?.cancel();
            else await response.arrayBuffer();
            return response.status < 500;
          }),
          {
            numRuns: RUNS_PER_ENDPOINT,
            seed: SEED,
            endOnFailure: true,
            examples: [
              ...hostileStringRequests(queryParameters, bodySchema, withBody),
              ...(withBody ? knownAttacks(Object.keys(bodySchema?.properties ?? {})).map((body): [string, string | undefined] => ['', body]) : []),
              ...knownQueryAttacks(queryNames).map((query): [string, string | undefined] => [query, withBody ? '{}' : undefined]),
            ],
          },
        )
        .catch((error: unknown) => failures.push(`${method} ${path}: ${error instanceof Error ? error.message.split('\n').slice(0, 4).join(' | ') : String(error)}`));
    }
    expect(failures).toEqual([]);
  };

  it('as a visitor', () => fuzz(async () => new HttpClient(site.url)), 180_000);

  // A fresh member per endpoint: a fuzzed logout or password change must not turn the rest into visitor calls. Each is a
  // signup (a password hash), so the time grows with the API and the limit with it.
  it('as a logged-in member', () => fuzz(async () => (await signUpMember(site)).client), 240_000);
});
