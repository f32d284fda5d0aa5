import type { Request, Response } from 'express';
import { SESSION_LIFETIME_DAYS } from '@dating/domain';

/** Spec §9: auth cookies carry the prefix `auth.`, path /, 30 days. */
export const SESSION_COOKIE = 'auth.session';

export const readSessionCookie = (request: Request): string | undefined =>
  (request.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];

export const setSessionCookie = (response: Response, token: string, secure: boolean): void => {
  response.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_LIFETIME_DAYS * 24 * 3600 * 1000,
  });
};

export const clearSessionCookie = (response: Response, secure: boolean): void => {
  response.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
};
