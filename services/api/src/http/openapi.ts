import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { AppConfig } from '@dating/platform';

/**
 * The document of what the app serves: Swagger reads the routes and their @ApiOperation/@ApiResponse, and each
 * validated request's schema from the ValidBody/ValidQuery decorators that also validate it, so neither can drift.
 */
export const buildOpenApiDocument = (app: INestApplication): OpenAPIObject =>
  SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('Dating site API').setVersion('1').addCookieAuth('auth.session').addBearerAuth().build());

/** The document and its UI at /api/docs: always in the embedded default, in production only with API_DOCS=1. */
export const serveOpenApi = (app: INestApplication, config: Pick<AppConfig, 'embedded' | 'apiDocs'>): void => {
  if (!config.embedded && !config.apiDocs) return;
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
};
