import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '@dating/domain';
import fc from 'fast-check';
import { HttpClient } from './http-client.js';

/** The parts of a JSON Schema (as zod writes request schemas) that tests read. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
};

export type Operation = { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: { name: string; in: string; schema?: JsonSchema }[] };

export interface ServedOperation {
  /** Upper case, as requests are sent. */
  readonly method: string;
  readonly path: string;
  readonly operation: Operation;
}

type Document = { paths: Record<string, Record<string, Operation>> };

/** Every operation of the OpenAPI document a site serves (it must run with API_DOCS=1): what walks and fuzzers go through. */
export const servedOperations = async (siteUrl: string): Promise<ServedOperation[]> => {
  const document = (await new HttpClient(siteUrl).json<Document>('GET', '/api/docs/openapi.json')).body;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
};

/** The JSON body schema of an operation, if it takes one. */
export const bodySchemaOf = (operation: Operation): JsonSchema | undefined => operation.requestBody?.content?.['application/json']?.schema;

/** The query parameters of an operation. */
export const queryParametersOf = (operation: Operation) => (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');

/** The patterns of the domain's one request text rule: a string held to it is free text. */
export const TEXT_RULE_PATTERNS = [SINGLE_LINE_TEXT.source, MULTI_LINE_TEXT.source];
export const patternsOf = (schema: JsonSchema): string[] => [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter((pattern) => pattern !== undefined);

const ANY_ID = '3f0e9a52-5d8c-4c1e-9d1a-7b2f6c1e8a40';

/**
 * A value the schema's shape accepts, so a request built from it meets the code behind the schema: hostile values put
 * into one of its strings (the fuzz), or `id` in every id it takes (the authorization walk). `seed` fixes the strings
 * drawn for patterns.
 */
export const wellFormed = (schema: JsonSchema | undefined, options: { id?: string; seed: number }): unknown => {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return wellFormed(alternatives.find((option) => option.type !== 'null') ?? alternatives[0], options);
  switch (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type) {
    case 'string': {
      if (schema.format === 'uuid') return options.id ?? ANY_ID;
      if (schema.format === 'date') return '2026-01-01';
      const pattern = patternsOf(schema).find((candidate) => !TEXT_RULE_PATTERNS.includes(candidate));
      const length = { minLength: schema.minLength ?? 1, maxLength: schema.maxLength ?? 20 };
      return pattern
        ? fc.sample(fc.stringMatching(new RegExp(pattern, 'u')).filter((text) => text.length >= length.minLength && text.length <= length.maxLength), {
            seed: options.seed,
            numRuns: 1,
          })[0]
        : 'x'.repeat(Math.min(Math.max(length.minLength, 1), length.maxLength));
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => wellFormed(schema.items, options));
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, wellFormed(property, options)]));
    default:
      return null;
  }
};
