import { Body, Query, type PipeTransform } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { z } from 'zod';
import { ZodValidationPipe } from './zod-validation.pipe.js';

/** A pipe that checks its argument against a zod schema (ZodValidationPipe and those built on it). */
export type SchemaPipe = PipeTransform & { readonly schema: z.ZodType };

const pipeFor = (input: z.ZodType | SchemaPipe): SchemaPipe => (input instanceof z.ZodType ? new ZodValidationPipe(input) : input);

// What a request may send, so the document describes the input before defaults and transforms.
const requestJsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
  properties?: Record<string, object>;
  required?: string[];
};

/** Applies a Swagger method decorator from a parameter decorator: both describe the same handler. */
const onHandler = (decorator: MethodDecorator, target: object, key: string | symbol | undefined): void => {
  if (key === undefined) throw new Error('Validated inputs belong to route handlers, not constructors');
  decorator(target, key, Object.getOwnPropertyDescriptor(target, key)!);
};

/**
 * The request body, validated by the schema (or the schema's pipe) and documented in the OpenAPI document with the
 * same schema, so what the endpoint checks and what the document says cannot drift.
 */
export const ValidBody =
  (input: z.ZodType | SchemaPipe): ParameterDecorator =>
  (target, key, index) => {
    const pipe = pipeFor(input);
    Body(pipe)(target, key, index);
    onHandler(ApiBody({ required: true, schema: requestJsonSchema(pipe.schema) }), target, key);
  };

/** The query string, validated and documented like `ValidBody`: each property of the schema is one query parameter. */
export const ValidQuery =
  (input: z.ZodType | SchemaPipe): ParameterDecorator =>
  (target, key, index) => {
    const pipe = pipeFor(input);
    Query(pipe)(target, key, index);
    const { properties = {}, required = [] } = requestJsonSchema(pipe.schema);
    for (const [name, schema] of Object.entries(properties)) onHandler(ApiQuery({ name, required: required.includes(name), schema }), target, key);
  };
