import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { API_ERRORS, ApiError } from '../http/api-errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ACCEPTS_FORM_UPLOAD = Symbol('accepts a form upload');
const ACCEPTS_FORM_POST = Symbol('accepts a form post');
const AUTHORIZED_BY_LINK_TOKEN = Symbol('authorized by a link token');

/** Marks the one kind of endpoint that takes multipart/form-data (a file) instead of JSON. */
export const AcceptsFormUpload = () => SetMetadata(ACCEPTS_FORM_UPLOAD, true);

/**
 * Marks endpoints that take a urlencoded form: a payment provider's webhook (server to server, `id=…`) and the
 * sandbox checkout's buttons. A form from another site's page is still refused by its origin.
 */
export const AcceptsFormPost = () => SetMetadata(ACCEPTS_FORM_POST, true);

/**
 * Marks endpoints whose only authority is a mailed link's HMAC token in the URL, never the session cookie: RFC 8058's
 * one-click unsubscribe, which a mail provider POSTs from its own servers (or a mail program from whatever origin it
 * runs in) with a form body. The checks below defend the cookie against forged requests; such a request here can do
 * no more than the holder of the token could do anyway, so neither the origin nor the body's type is asked.
 */
export const AuthorizedByLinkToken = () => SetMetadata(AUTHORIZED_BY_LINK_TOKEN, true);

/**
 * Whether the browser says the request comes from another site. Fetch metadata first (every current
 * browser sends it); without it the Origin header, which browsers add to every cross-site POST. A
 * request with neither comes from no browser page (a script, the mail provider's webhook): no session
 * cookie rides on it without its owner's consent, so there is nothing to forge.
 */
export const isCrossSite = (request: Request): boolean => {
  const fetchSite = request.get('sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.get('origin');
  return origin !== undefined && origin !== ownOrigin(request);
};

/** This request's own origin, from the forwarded scheme and host when the proxy is trusted. */
const ownOrigin = (request: Request) => `${request.protocol}://${request.host}`;

/**
 * A GET that changes state (the spec's logout link) is refused unless the site's own page or the member's
 * address bar made it. Without fetch metadata only a Referer of this site counts.
 */
export const isSameOriginNavigation = (request: Request): boolean => {
  const fetchSite = request.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const referer = request.get('referer');
  return referer !== undefined && URL.canParse(referer) && new URL(referer).origin === ownOrigin(request);
};

// Length 0 is no body (a POST to log out); type-is would count it as one.
const hasBody = (request: Request) => request.get('transfer-encoding') !== undefined || Number(request.get('content-length') ?? 0) > 0;

/**
 * CSRF defence for every state-changing endpoint, also logging in and out: refused when it comes from
 * another site's page, or when its body is anything but JSON (a plain HTML form on another site can
 * only send form encodings or text/plain), the photo upload excepted.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method)) return true;
    if (this.reflector.get<boolean>(AUTHORIZED_BY_LINK_TOKEN, context.getHandler())) return true;
    if (isCrossSite(request)) throw new ApiError(API_ERRORS.CROSS_SITE);
    if (!hasBody(request) || request.is(['application/json', '+json'])) return true;
    if (request.is('multipart/form-data') && this.reflector.get<boolean>(ACCEPTS_FORM_UPLOAD, context.getHandler())) return true;
    if (request.is('application/x-www-form-urlencoded') && this.reflector.get<boolean>(ACCEPTS_FORM_POST, context.getHandler())) return true;
    throw new ApiError(API_ERRORS.UNSUPPORTED_MEDIA_TYPE);
  }
}
