import type { INestApplication } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { AppConfig } from '@dating/platform';
import { z } from 'zod';

type Operation = { requestBody?: object; parameters?: object[] };
type ArgumentMetadata = { index: number; data?: string; pipes?: unknown[] };
type ValidatedInputs = { body?: z.ZodType; query?: z.ZodType };

const jsonBody = (schema: z.ZodType) => ({ required: true, content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) } } });
const queryParameters = (schema: z.ZodType) => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({ name, in: 'query', required: json.required?.includes(name) ?? false, schema: property }));
};

/** The zod schema a validation pipe of an argument holds (ZodValidationPipe, SearchFilterPipe): what the endpoint really checks. */
const schemaOf = (pipes: unknown[] = []): z.ZodType | undefined =>
  pipes.map((pipe) => (pipe as { schema?: unknown }).schema).find((schema): schema is z.ZodType => schema instanceof z.ZodType);

/** Body and query schemas of every handler, by Swagger's operation id (`Controller_method`). */
const validatedInputsByOperation = (app: INestApplication): Map<string, ValidatedInputs> => {
  const inputs = new Map<string, ValidatedInputs>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      for (const method of Object.getOwnPropertyNames(metatype.prototype)) {
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, method) ?? {}) as Record<string, ArgumentMetadata>;
        const found: ValidatedInputs = {};
        for (const [key, argument] of Object.entries(args)) {
          const type = Number(key.split(':')[0]);
          const schema = schemaOf(argument.pipes);
          if (schema && type === RouteParamtypes.BODY) found.body = schema;
          if (schema && type === RouteParamtypes.QUERY && !argument.data) found.query = schema;
        }
        if (found.body || found.query) inputs.set(`${metatype.name}_${method}`, found);
      }
    }
  }
  return inputs;
};

/**
 * The document of what the app serves: Swagger reads the routes and their @ApiOperation/@ApiResponse,
 * and each request's schema is the zod schema its validation pipe holds, so neither can drift.
 */
export const buildOpenApiDocument = (app: INestApplication): OpenAPIObject => {
  const document = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('Dating site API').setVersion('1').addCookieAuth('auth.session').build());
  const inputs = validatedInputsByOperation(app);
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods) as (Operation & { operationId?: string })[]) {
      const validated = operation.operationId ? inputs.get(operation.operationId) : undefined;
      if (validated?.body) operation.requestBody = jsonBody(validated.body);
      if (validated?.query) operation.parameters = [...(operation.parameters ?? []).filter((parameter) => (parameter as { in?: string }).in !== 'query'), ...queryParameters(validated.query)];
    }
  }
  return document;
};

/** The document and its UI at /api/docs: always in the embedded default, in production only with API_DOCS=1. */
export const serveOpenApi = (app: INestApplication, config: Pick<AppConfig, 'embedded' | 'apiDocs'>): void => {
  if (!config.embedded && !config.apiDocs) return;
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
};
