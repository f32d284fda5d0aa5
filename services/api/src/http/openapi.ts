import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { changeLanguageRequestSchema, loginRequestSchema, signupRequestSchema } from '@dating/domain';
import { z } from 'zod';

type Operation = { summary: string; body?: z.ZodType; responses: Record<string, string> };

const jsonBody = (schema: z.ZodType) => ({ required: true, content: { 'application/json': { schema: z.toJSONSchema(schema) } } });
const described = (responses: Record<string, string>) =>
  Object.fromEntries(Object.entries(responses).map(([status, description]) => [status, { description }]));

// The request schemas are the same objects the endpoints validate with, so the document cannot drift from them.
const OPERATIONS: Record<string, Record<string, Operation>> = {
  '/api/settings.php': { get: { summary: 'Site-wide settings of the requesting domain (query forced_domain overrides the Host)', responses: { 200: 'settings' } } },
  '/api/signup.php': {
    post: { summary: 'Sign up; logs the new member in and sends the activation mail', body: signupRequestSchema, responses: { 201: '{ user }', 400: 'validation code per field', 403: 'SIGNUP.CLOSED', 409: 'SIGNUP.EMAIL_TAKEN' } },
  },
  '/api/activate.php': { get: { summary: 'Activation link from the mail; redirects to /activate/done or /activate/error', responses: { 302: 'redirect' } } },
  '/api/user.php': {
    get: { summary: 'The logged-in user, or null', responses: { 200: '{ user }' } },
    post: { summary: 'Log in', body: loginRequestSchema, responses: { 200: '{ user } and the auth.session cookie', 401: 'AUTH.LOGIN_FAILED' } },
    put: { summary: 'Save the interface language', body: changeLanguageRequestSchema, responses: { 200: '{ user }', 403: 'authentication_required' } },
  },
  '/api/logout.php': { get: { summary: 'End the session on the server and clear the cookie', responses: { 200: '{ ok: true }' } } },
  '/health': { get: { summary: 'Liveness and database reachability', responses: { 200: '{ status: ok }' } } },
};

export const buildOpenApiDocument = (app: INestApplication): OpenAPIObject => {
  const base = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('Dating site API').setVersion('1').addCookieAuth('auth.session').build());
  const paths = Object.fromEntries(
    Object.entries(OPERATIONS).map(([path, methods]) => [
      path,
      Object.fromEntries(
        Object.entries(methods).map(([method, operation]) => [
          method,
          { summary: operation.summary, ...(operation.body ? { requestBody: jsonBody(operation.body) } : {}), responses: described(operation.responses) },
        ]),
      ),
    ]),
  );
  return { ...base, paths: paths as OpenAPIObject['paths'] };
};

export const serveOpenApi = (app: INestApplication): void => {
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
};
