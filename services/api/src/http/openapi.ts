import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import {
  blockRequestSchema,
  changeLanguageRequestSchema,
  editProfileRequestSchema,
  invisibleModeRequestSchema,
  loginRequestSchema,
  mainPhotoRequestSchema,
  memberProfileQuerySchema,
  photoDecisionRequestSchema,
  photoFileQuerySchema,
  photoIdQuerySchema,
  searchRequestSchema,
  signupRequestSchema,
  similarRequestSchema,
} from '@dating/domain';
import { z } from 'zod';

type Operation = { summary: string; body?: z.ZodType; query?: z.ZodType; responses: Record<string, string> };

const jsonBody = (schema: z.ZodType) => ({ required: true, content: { 'application/json': { schema: z.toJSONSchema(schema) } } });
const queryParameters = (schema: z.ZodType) => {
  const json = z.toJSONSchema(schema, { io: 'input' }) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({ name, in: 'query', required: json.required?.includes(name) ?? false, schema: property }));
};
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
  '/api/interests.php': { get: { summary: 'Interest values (translated by the browser)', responses: { 200: '{ interests }' } } },
  '/api/regions.php': { get: { summary: 'Regions and cities per country', responses: { 200: '{ regions }' } } },
  '/api/companyinfo.php': { get: { summary: 'Company behind the site', responses: { 200: 'company info' } } },
  '/api/geocode.php': { get: { summary: 'City and region near a position (offline data); false when none', responses: { 200: '{ country, region, city } | false' } } },
  '/api/my-profile.php': {
    get: { summary: 'My profile with my photos', responses: { 200: '{ profile }', 403: 'authentication_required' } },
    put: { summary: 'Edit my profile', body: editProfileRequestSchema, responses: { 200: '{ profile }', 400: 'PROFILE.* per field' } },
  },
  '/api/profile.php': { get: { summary: "Another member's profile", query: memberProfileQuerySchema, responses: { 200: '{ profile }', 403: 'BLOCK.BLOCKED_BY_MEMBER', 404: 'PROFILE.NOT_FOUND' } } },
  '/api/invisible.php': { put: { summary: 'Invisible mode on or off', body: invisibleModeRequestSchema, responses: { 200: '{ invisible }' } } },
  '/api/photos.php': {
    get: { summary: 'My photos with their moderation state', responses: { 200: '{ photos }' } },
    post: { summary: 'Upload a photo (multipart field "photo"); under inspection until approved', responses: { 201: '{ photo }', 400: 'PHOTO.NOT_AN_IMAGE | PHOTO.MISSING', 409: 'PHOTO.LIMIT_REACHED', 413: 'PHOTO.TOO_LARGE' } },
    delete: { summary: 'Delete one of my photos', query: photoIdQuerySchema, responses: { 200: '{ photos }' } },
  },
  '/api/main-photo.php': { put: { summary: 'Choose my main photo', body: mainPhotoRequestSchema, responses: { 200: '{ photos }', 409: 'PHOTO.NOT_APPROVED' } } },
  '/api/photo.php': { get: { summary: 'A photo file, if the viewer may see it', query: photoFileQuerySchema, responses: { 200: 'image', 404: 'not visible' } } },
  '/api/staff/photos.php': { get: { summary: 'Photos awaiting moderation (staff)', responses: { 200: '{ photos }', 403: 'STAFF.REQUIRED' } } },
  '/api/staff/photo-decision.php': { post: { summary: 'Approve or reject a photo (staff)', body: photoDecisionRequestSchema, responses: { 200: '{ photo }', 403: 'STAFF.REQUIRED' } } },
  '/api/search.php': { get: { summary: 'Search members', query: searchRequestSchema, responses: { 200: '{ results, numResults, page, page_size }', 400: 'SEARCH.INVALID_FILTER' } } },
  '/api/similar.php': { get: { summary: 'Profiles similar to a member', query: similarRequestSchema, responses: { 200: '{ results, count }' } } },
  '/api/match-finder.php': { get: { summary: 'Compatible members, nearest first', responses: { 200: '{ results }' } } },
  '/api/block.php': {
    post: { summary: 'Block a member', body: blockRequestSchema, responses: { 200: '{ blocked: true }', 400: 'BLOCK.SELF' } },
    delete: { summary: 'Unblock a member (query member_id)', responses: { 200: '{ blocked: false }' } },
  },
  '/api/blocks.php': { get: { summary: 'Members I blocked', responses: { 200: '{ members }' } } },
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
          {
            summary: operation.summary,
            ...(operation.query ? { parameters: queryParameters(operation.query) } : {}),
            ...(operation.body ? { requestBody: jsonBody(operation.body) } : {}),
            responses: described(operation.responses),
          },
        ]),
      ),
    ]),
  );
  return { ...base, paths: paths as OpenAPIObject['paths'] };
};

export const serveOpenApi = (app: INestApplication): void => {
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
};
