import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import {
  accountDeletionRequestSchema,
  blockRequestSchema,
  changeLanguageRequestSchema,
  changePasswordRequestSchema,
  mailChangeDoRequestSchema,
  mailChangeRequestSchema,
  mailEventRequestSchema,
  notificationsRequestSchema,
  passwordResetDoRequestSchema,
  passwordResetRequestSchema,
  pushSubscriptionRequestSchema,
  reactivationMailRequestSchema,
  signupCheckRequestSchema,
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
    post: {
      summary: 'Log in (with ?push=1: save a push subscription instead, body { subscription })',
      body: loginRequestSchema,
      responses: { 200: '{ user } and the auth.session cookie', 401: 'AUTH.LOGIN_FAILED', 403: 'ACCOUNT.DELETED (right password, deletion pending)', 429: 'AUTH.LOCKED_OUT' },
    },
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
  '/api/signup-check.php': {
    post: { summary: 'Whether an address is free, has an account or a deleted one, with a did-you-mean suggestion', body: signupCheckRequestSchema, responses: { 200: '{ email_status, suggestion }', 400: 'SIGNUP.EMAIL_INVALID' } },
  },
  '/api/activation-mail.php': { post: { summary: 'Send the activation mail again', responses: { 202: '{ ok: true }', 409: 'ACTIVATION.ALREADY_CONFIRMED', 429: 'ACTIVATION.RESEND_LIMIT' } } },
  '/api/push-subscription.php': { post: { summary: 'Save a push subscription (also reachable as POST /api/user.php?push=1)', body: pushSubscriptionRequestSchema, responses: { 200: '{ ok: true }' } } },
  '/api/password-reset.php': {
    post: { summary: 'Ask for a password-reset mail (same answer whether or not an account has the address)', body: passwordResetRequestSchema, responses: { 202: '{ ok: true }', 400: 'SIGNUP.EMAIL_INVALID', 429: 'PASSWORD_RESET.TOO_MANY' } },
  },
  '/api/password-reset-do.php': {
    post: {
      summary: 'Set a new password with the mailed link; ends every session and logs this browser in',
      body: passwordResetDoRequestSchema,
      responses: { 200: '{ user } and a new auth.session cookie', 400: 'PASSWORD_RESET.LINK_INVALID | PASSWORD.MISMATCH | PASSWORD.TOO_COMMON | SIGNUP.PASSWORD_TOO_SHORT/LONG' },
    },
  },
  '/api/password.php': {
    put: {
      summary: 'Change my password; this session stays, every other ends',
      body: changePasswordRequestSchema,
      responses: { 200: '{ ok: true }', 400: 'PASSWORD.OLD_INCORRECT | PASSWORD.MISMATCH | PASSWORD.TOO_COMMON | SIGNUP.PASSWORD_TOO_SHORT/LONG', 429: 'AUTH.LOCKED_OUT' },
    },
  },
  '/api/mail-change.php': {
    post: { summary: 'Ask to change my e-mail address (password again); a confirmation link goes to the new one', body: mailChangeRequestSchema, responses: { 202: '{ pending_email }', 400: 'PASSWORD.OLD_INCORRECT | EMAIL_CHANGE.INVALID | EMAIL_CHANGE.SAME', 409: 'EMAIL_CHANGE.TAKEN' } },
  },
  '/api/mail-change-do.php': { post: { summary: 'Confirm the new address with the mailed token', body: mailChangeDoRequestSchema, responses: { 200: '{ email }', 400: 'EMAIL_CHANGE.LINK_INVALID', 409: 'EMAIL_CHANGE.TAKEN' } } },
  '/api/notifications.php': {
    get: { summary: 'My mail preferences and why mail stopped, if it did', responses: { 200: '{ preferences, disabled }' } },
    put: { summary: 'Change mail preferences; enable_mail clears bounce/complaint/unsubscribe', body: notificationsRequestSchema, responses: { 200: '{ preferences, disabled }', 400: 'NOTIFICATIONS.PREFERENCE_UNKNOWN' } },
  },
  '/api/mail-events.php': {
    post: { summary: "Mail provider's bounces, complaints and unsubscribes (Authorization: Bearer MAIL_WEBHOOK_SECRET)", body: mailEventRequestSchema, responses: { 202: '{ ok: true }', 403: 'MAIL_EVENTS.UNAUTHORIZED' } },
  },
  '/api/account-deletion.php': {
    post: { summary: 'Delete my account (password again); 14 days to reactivate through the mailed link', body: accountDeletionRequestSchema, responses: { 200: '{ final_deletion_at }', 400: 'PASSWORD.OLD_INCORRECT | ACCOUNT.DELETION_REASON_UNKNOWN' } },
  },
  '/api/retention-offer.php': {
    post: {
      summary: "Stay for the site's delete_discount instead of deleting the account (once per member; applies to the next credit purchase)",
      responses: { 200: '{ retention_discount: { percentage } }', 403: 'authentication_required', 409: 'ACCOUNT.RETENTION_OFFER_USED | ACCOUNT.RETENTION_OFFER_UNAVAILABLE' },
    },
  },
  '/api/reactivate.php': { get: { summary: 'Reactivation link from the deletion mail; redirects to /login?reactivated=1 or /account-deleted?reactivation=invalid', responses: { 302: 'redirect' } } },
  '/api/reactivation-mail.php': { post: { summary: 'Send the reactivation link again (same answer for every address)', body: reactivationMailRequestSchema, responses: { 202: '{ ok: true }' } } },
  '/api/account-export.php': { get: { summary: 'Everything the site holds about me, as a JSON download (GDPR art. 15/20)', responses: { 200: 'JSON attachment' } } },
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
