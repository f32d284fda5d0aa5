import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { API_ERRORS, ApiError } from '../http/api-errors.js';

/**
 * Every query parameter of this API names one value. A repeated one (`?id=a&id=b`) would reach the
 * endpoint as an array where its code expects a string: refused here, for every endpoint at once.
 */
@Injectable()
export class SingleValuedQueryGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const query = new URL(request.originalUrl, 'http://query.invalid').searchParams;
    const names = [...query.keys()];
    const repeated = names.filter((name, index) => names.indexOf(name) !== index);
    if (repeated.length) throw new ApiError(API_ERRORS.INVALID_BODY, Object.fromEntries(repeated.map((name) => [name, API_ERRORS.INVALID_BODY])));
    return true;
  }
}
